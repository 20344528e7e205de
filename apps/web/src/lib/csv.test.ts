import { describe, expect, it } from 'vitest';
import { buildCsv, csvFileName, type CsvColumn } from './csv';

interface Person {
  name: string;
  office: string | null;
  salary: number;
}
const columns: CsvColumn<Person>[] = [
  { header: 'Name', value: (person) => person.name },
  { header: 'Office', value: (person) => person.office },
  { header: 'Salary', value: (person) => person.salary },
];

describe('buildCsv', () => {
  it('writes a header line and one line per row, quoting commas, quotes and line breaks', () => {
    const csv = buildCsv<Person>(
      [
        { name: 'Ada Lovelace', office: 'London, UK', salary: 5000 },
        { name: 'Grace "Amazing" Hopper', office: null, salary: 7000 },
        { name: 'Two\nLines', office: 'Leeds', salary: 0 },
      ],
      columns,
    );
    expect(csv).toBe(
      [
        'Name,Office,Salary',
        'Ada Lovelace,"London, UK",5000',
        '"Grace ""Amazing"" Hopper",,7000',
        '"Two\nLines",Leeds,0',
      ].join('\r\n'),
    );
  });

  it('escapes cells a spreadsheet would run as formulas', () => {
    const csv = buildCsv([{ name: '=HYPERLINK("http://x")', office: '@SUM(A1)', salary: 1 }], columns);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")","'@SUM(A1)",1`);
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv([], columns)).toBe('Name,Office,Salary');
  });

  it('names the file after the title and the day', () => {
    expect(csvFileName('Employees: London/Leeds', new Date('2026-03-09T10:00:00Z'))).toBe(
      'Employees London Leeds 2026-03-09.csv',
    );
  });
});
