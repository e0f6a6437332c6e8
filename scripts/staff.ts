// Who may sign in to the staff area (/staff), from the server's shell: the first admin comes from here.
// Talks to the same store as the site: PostgreSQL when DATABASE_URL is set, else DATA_DIR/enquiries.sqlite.
//   npm run staff -- invite ana@quillmark.co.uk --role viewer|editor|admin [--name "Ana Ruiz"]   a one-time link (24 h);
//   for someone already on the team (a new device), their role stays unless --role is given
//   npm run staff -- list
//   npm run staff -- role ana@quillmark.co.uk viewer|editor|admin
//   npm run staff -- sign-out ana@quillmark.co.uk     ends every session of theirs now
//   npm run staff -- remove ana@quillmark.co.uk       signs them out and deletes their passkeys, password and TOTP
// Run with Node's react-server condition, like the enquiries CLI: the modules it uses are server code. The commands
// themselves are in lib/staff/cli.ts.
import { config } from '@/lib/config';
import { staffCommand } from '@/lib/staff/cli';

void staffCommand(process.argv.slice(2), config).then((code) => {
  process.exitCode = code;
});
