/** The client's contacts as a list; the primary contact first and marked. */
import type { Contact } from '@backoffice/core/api';

export function ClientContacts({ contacts }: { contacts: readonly Contact[] }) {
  const ordered = [...contacts].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <section className="card" aria-labelledby="client-contacts">
      <h2 id="client-contacts">Contacts</h2>
      {ordered.length === 0 ? (
        <p className="muted">No contacts.</p>
      ) : (
        <ul className="client-contacts">
          {ordered.map((c, i) => (
            <li key={`${String(i)}|${c.email}`} className="client-contacts__item">
              <p className="client-contacts__name">
                {c.name}
                {c.primary ? <span className="client-badge">Primary</span> : null}
              </p>
              {c.title ? <p className="muted">{c.title}</p> : null}
              <p className="client-contacts__line">{c.email}</p>
              {c.phone ? <p className="client-contacts__line">{c.phone}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
