/**
 * Prints a hash for the users file: `echo -n 'secret' | npm run -s -w idp hash-password`.
 * The password is read from stdin so it stays out of the shell history and the process list;
 * one trailing newline is dropped, so `echo secret |` works too.
 */
import { text } from 'node:stream/consumers';
// Only the hashing, not all of core/server, so the command starts quickly.
import { hashPassword } from '@backoffice/core/server/password';

const password = (await text(process.stdin)).replace(/\r?\n$/, '');
if (password === '') {
  process.stderr.write('hash-password: give the password on stdin\n');
  process.exit(1);
}
process.stdout.write(`${await hashPassword(password)}\n`);
