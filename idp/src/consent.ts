/**
 * Consent for the first-party client, granted in code: the only client registered here is our
 * own gateway, and asking staff to approve their own employer's app would be noise. The grant
 * covers exactly what the library reports missing (scopes, claims, resource scopes).
 */
import type Provider from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Saves the grant and returns the consent result for interactionFinished. */
export async function grantFirstPartyConsent(
  provider: Provider,
  interaction: Interaction,
): Promise<{ grantId?: string }> {
  const { prompt, params, session } = interaction;
  if (!session) throw new Error('consent requested before sign-in');
  const clientId = String(params.client_id);

  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({ accountId: session.accountId, clientId });
  if (!grant) throw new Error('the grant being extended no longer exists');

  const missingScope = stringList(prompt.details.missingOIDCScope);
  if (missingScope.length > 0) grant.addOIDCScope(missingScope.join(' '));
  const missingClaims = stringList(prompt.details.missingOIDCClaims);
  if (missingClaims.length > 0) grant.addOIDCClaims(missingClaims);
  const missingResourceScopes = prompt.details.missingResourceScopes;
  if (missingResourceScopes && typeof missingResourceScopes === 'object') {
    for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
      grant.addResourceScope(indicator, stringList(scopes).join(' '));
    }
  }

  const grantId = await grant.save();
  // A new grant must be named; an existing one is already linked to the interaction.
  return interaction.grantId ? {} : { grantId };
}
