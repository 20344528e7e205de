import { ROLES, type Role } from '@atrium/shared/constants/company';
import { EMPLOYMENT_TYPES, type EmploymentType } from '@atrium/shared/constants/employment';
import { USER_STATUSES, type UserStatus } from '../schema/index.ts';
import {
  DEMO_DEPARTMENTS,
  DEMO_LOCATIONS,
  type DemoDepartmentKey,
  type DemoLocationKey,
} from './demo-org.ts';

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  role: Role | null;
  department: DemoDepartmentKey | null;
  location: DemoLocationKey;
  /** The manager's email; managers need not come first. */
  manager: string | null;
  employmentType: EmploymentType;
  startDate: string;
  status: UserStatus;
}

// Tables rather than object literals so a person reads as one line. '-' means none. A short email
// (no '@') is at example.com. Every account with a password has the demo password.

/** One signed-in account per kind of user, as listed in the README ("Demo accounts"). Role last. */
export const DEMO_ACCOUNTS: readonly DemoPerson[] = parse(`
  admin      | Amelia  | Hart      | Head of People      | people           | london     | victoria.lang   | full_time | 2019-03-04 | COMPANY_ADMIN
  hr.admin   | Harriet | Cole      | HR Administrator    | people           | london     | admin           | full_time | 2021-06-14 | ADMIN
  operations | Owen    | Patel     | Operations Lead     | operations       | manchester | victoria.lang   | full_time | 2020-01-13 | OPERATIONS
  support    | Sofia   | Reyes     | Support Specialist  | customer-success | manchester | grace.mensah    | full_time | 2022-09-05 | SUPPORT
  superadmin | Samuel  | Okafor    | Platform Operator   | -                | london     | -               | full_time | 2019-01-07 | SUPER_ADMIN
  manager    | Maya    | Lindqvist | Engineering Manager | data-platform    | london     | daniel.whitaker | full_time | 2020-05-18 | -
  employee   | Ethan   | Brooks    | Software Engineer   | data-platform    | london     | manager         | full_time | 2023-02-06 | -
`);

/** Everyone else at Northwind: no admin role. Status last. */
export const DEMO_PEOPLE: readonly DemoPerson[] = parse(`
  victoria.lang    | Victoria| Lang     | Chief Executive Officer             | -                | london     | -                | full_time  | 2017-09-04 | active
  daniel.whitaker  | Daniel  | Whitaker | VP Engineering                      | engineering      | london     | victoria.lang    | full_time  | 2018-11-05 | active
  priya.sharma     | Priya   | Sharma   | Senior Data Engineer                | data-platform    | edinburgh  | manager          | full_time  | 2021-04-12 | active
  james.oconnor    | James   | O'Connor | Data Engineer                       | data-platform    | manchester | manager          | full_time  | 2022-08-01 | active
  chloe.davies     | Chloe   | Davies   | Analytics Engineer                  | data-platform    | london     | manager          | part_time  | 2023-10-02 | active
  aisha.bello      | Aisha   | Bello    | Machine Learning Engineer           | data-platform    | edinburgh  | manager          | contractor | 2025-01-13 | active
  lucas.moreau     | Lucas   | Moreau   | Senior Software Engineer            | engineering      | london     | daniel.whitaker  | full_time  | 2020-09-21 | active
  hannah.kowalski  | Hannah  | Kowalski | Frontend Engineer                   | engineering      | manchester | daniel.whitaker  | full_time  | 2024-03-04 | active
  ben.carter       | Ben     | Carter   | QA Engineer                         | engineering      | edinburgh  | daniel.whitaker  | full_time  | 2022-01-10 | active
  zara.ahmed       | Zara    | Ahmed    | Software Engineering Intern         | engineering      | london     | lucas.moreau     | intern     | 2026-06-29 | invited
  fiona.macleod    | Fiona   | MacLeod  | Talent Acquisition Partner          | people           | edinburgh  | admin            | full_time  | 2021-02-15 | active
  marcus.green     | Marcus  | Green    | People Partner                      | people           | manchester | admin            | full_time  | 2023-05-22 | active
  eleanor.price    | Eleanor | Price    | Finance Manager                     | operations       | london     | operations       | full_time  | 2019-08-12 | active
  raj.kapoor       | Raj     | Kapoor   | Office Manager                      | operations       | manchester | operations       | part_time  | 2022-11-07 | active
  niamh.byrne      | Niamh   | Byrne    | Payroll Specialist                  | operations       | edinburgh  | eleanor.price    | full_time  | 2024-08-19 | active
  grace.mensah     | Grace   | Mensah   | Head of Customer Success            | customer-success | manchester | victoria.lang    | full_time  | 2019-06-03 | active
  tom.hughes       | Tom     | Hughes   | Customer Success Manager            | customer-success | manchester | grace.mensah     | full_time  | 2021-10-11 | active
  isla.campbell    | Isla    | Campbell | Support Engineer                    | customer-success | edinburgh  | grace.mensah     | temporary  | 2026-09-01 | active
  rebecca.ashworth | Rebecca | Ashworth | Sales Director                      | sales-marketing  | london     | victoria.lang    | full_time  | 2018-04-16 | active
  oliver.bennett   | Oliver  | Bennett  | Account Executive                   | sales-marketing  | london     | rebecca.ashworth | full_time  | 2023-01-09 | active
  sophie.turner    | Sophie  | Turner   | Marketing Manager                   | sales-marketing  | manchester | rebecca.ashworth | full_time  | 2020-02-24 | active
  kwame.asante     | Kwame   | Asante   | Content Designer                    | sales-marketing  | edinburgh  | sophie.turner    | contractor | 2025-06-02 | active
  leah.goldberg    | Leah    | Goldberg | Business Development Representative | sales-marketing  | london     | rebecca.ashworth | full_time  | 2024-11-25 | inactive
`);

/** Department heads by department key (emails as in the tables). */
export const DEMO_DEPARTMENT_HEADS: Record<DemoDepartmentKey, string> = {
  people: email('admin'),
  engineering: email('daniel.whitaker'),
  'data-platform': email('manager'),
  operations: email('operations'),
  'customer-success': email('grace.mensah'),
  'sales-marketing': email('rebecca.ashworth'),
};

function email(short: string): string {
  return short.includes('@') ? short : `${short}@example.com`;
}

function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  if (!allowed.includes(value as T)) throw new Error(`demo data: unknown value "${value}"`);
  return value as T;
}

/** Parses a table; the last column is a role (accounts) or a status (everyone else). */
function parse(table: string): DemoPerson[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const [address, firstName, lastName, jobTitle, department, location, manager, type, startDate, last] =
        cells as [string, string, string, string, string, string, string, string, string, string];
      const isStatus = (USER_STATUSES as readonly string[]).includes(last);
      return {
        email: email(address),
        firstName,
        lastName,
        jobTitle,
        role: isStatus || last === '-' ? null : oneOf(ROLES, last),
        department:
          department === '-'
            ? null
            : oneOf(
                DEMO_DEPARTMENTS.map((entry) => entry.key),
                department,
              ),
        location: oneOf(
          DEMO_LOCATIONS.map((entry) => entry.key),
          location,
        ),
        manager: manager === '-' ? null : email(manager),
        employmentType: oneOf(EMPLOYMENT_TYPES, type),
        startDate,
        status: isStatus ? (last as UserStatus) : 'active',
      };
    });
}
