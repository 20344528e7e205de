// `npm run db:distribute`: prints the SQL that distributes a migrated Atrium database on a Citus
// coordinator (docs/scale-out.md). Run it once, after the migrations, as a superuser:
//   npm run db:distribute --silent | psql "$DATABASE_URL" -v ON_ERROR_STOP=1
import { distributeSql } from '../src/db/distribution.ts';

process.stdout.write(distributeSql());
