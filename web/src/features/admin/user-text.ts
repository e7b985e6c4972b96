/** How the admin panel words a user's access: the shared words of every screen (core's labels). */
export {
  activeLabel as statusText,
  clientScopeLabel as clientScopeText,
  privilegeLabel,
  roleLabel,
} from '@backoffice/core/domain';
