/** The client's contacts: a block of fields per contact, with Add and Remove. */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../components/form/CheckboxField.tsx';
import { TextField } from '../../components/form/TextField.tsx';

const NEW_CONTACT = { name: '', title: '', email: '', phone: '', primary: false };

export function ContactsField() {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });

  return (
    <fieldset className="form-field form-field--wide contacts-field">
      <legend className="form-field__label">Contacts</legend>
      {fields.length === 0 ? <p className="muted text-list__empty">No contacts yet.</p> : null}
      {fields.map((item, i) => {
        const at = `contacts.${String(i)}`;
        return (
          <fieldset key={item.id} className="contacts-field__contact">
            <legend className="contacts-field__legend">Contact {i + 1}</legend>
            <div className="contacts-field__grid">
              <TextField name={`${at}.name`} label="Name" required autoComplete="off" />
              <TextField name={`${at}.title`} label="Title" />
              <TextField name={`${at}.email`} label="Email" type="email" required />
              <TextField name={`${at}.phone`} label="Phone" type="tel" />
              <CheckboxField name={`${at}.primary`} label="Primary contact" />
            </div>
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                remove(i);
              }}
            >
              Remove contact {i + 1}
            </button>
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            append({ ...NEW_CONTACT, primary: fields.length === 0 });
          }}
        >
          Add contact
        </button>
      </div>
    </fieldset>
  );
}
