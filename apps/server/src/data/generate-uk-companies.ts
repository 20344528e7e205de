/**
 * Writes uk-companies.json: the register the company lookup searches when no Companies House API
 * key is configured. Fictional companies with realistic names, numbers, towns and postcodes.
 * Deterministic (seeded), so re-running it produces the committed file byte for byte:
 *   node --import tsx apps/server/src/data/generate-uk-companies.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const COUNT = 360;

// mulberry32: tiny, seeded, good enough to spread names.
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20260419);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

type Nation = 'England' | 'Wales' | 'Scotland' | 'Northern Ireland';
// Town, postcode districts actually used there, region, nation.
const TOWNS: ReadonlyArray<[string, readonly string[], string, Nation]> = [
  ['London', ['EC1A', 'EC2A', 'EC1V', 'WC1N', 'WC2H', 'N1', 'E1', 'E2', 'E8', 'SE1', 'SE10', 'SW4', 'SW11', 'W1T', 'W6', 'NW1', 'NW5'], 'Greater London', 'England'],
  ['Manchester', ['M1', 'M2', 'M3', 'M4', 'M14', 'M15', 'M20', 'M21'], 'Greater Manchester', 'England'],
  ['Leeds', ['LS1', 'LS2', 'LS6', 'LS7', 'LS11', 'LS17'], 'West Yorkshire', 'England'],
  ['Bristol', ['BS1', 'BS2', 'BS3', 'BS6', 'BS8', 'BS16'], 'Bristol', 'England'],
  ['Birmingham', ['B1', 'B3', 'B5', 'B13', 'B15', 'B30'], 'West Midlands', 'England'],
  ['Liverpool', ['L1', 'L2', 'L3', 'L8', 'L17', 'L18'], 'Merseyside', 'England'],
  ['Sheffield', ['S1', 'S2', 'S3', 'S7', 'S10', 'S11'], 'South Yorkshire', 'England'],
  ['Newcastle upon Tyne', ['NE1', 'NE2', 'NE3', 'NE6'], 'Tyne and Wear', 'England'],
  ['Nottingham', ['NG1', 'NG2', 'NG5', 'NG7'], 'Nottinghamshire', 'England'],
  ['Leicester', ['LE1', 'LE2', 'LE3', 'LE4'], 'Leicestershire', 'England'],
  ['Norwich', ['NR1', 'NR2', 'NR3', 'NR7'], 'Norfolk', 'England'],
  ['York', ['YO1', 'YO10', 'YO23', 'YO31'], 'North Yorkshire', 'England'],
  ['Harrogate', ['HG1', 'HG2', 'HG3'], 'North Yorkshire', 'England'],
  ['Brighton', ['BN1', 'BN2', 'BN3'], 'East Sussex', 'England'],
  ['Oxford', ['OX1', 'OX2', 'OX3', 'OX4'], 'Oxfordshire', 'England'],
  ['Cambridge', ['CB1', 'CB2', 'CB3', 'CB4'], 'Cambridgeshire', 'England'],
  ['Exeter', ['EX1', 'EX2', 'EX4'], 'Devon', 'England'],
  ['Plymouth', ['PL1', 'PL4', 'PL6'], 'Devon', 'England'],
  ['Truro', ['TR1'], 'Cornwall', 'England'],
  ['Southampton', ['SO14', 'SO15', 'SO17'], 'Hampshire', 'England'],
  ['Reading', ['RG1', 'RG2', 'RG4', 'RG6'], 'Berkshire', 'England'],
  ['Bath', ['BA1', 'BA2'], 'Somerset', 'England'],
  ['Chester', ['CH1', 'CH2', 'CH4'], 'Cheshire', 'England'],
  ['Derby', ['DE1', 'DE21', 'DE22', 'DE24'], 'Derbyshire', 'England'],
  ['Coventry', ['CV1', 'CV3', 'CV5'], 'West Midlands', 'England'],
  ['Hull', ['HU1', 'HU2', 'HU5'], 'East Riding of Yorkshire', 'England'],
  ['Lincoln', ['LN1', 'LN2', 'LN6'], 'Lincolnshire', 'England'],
  ['Ipswich', ['IP1', 'IP3', 'IP4'], 'Suffolk', 'England'],
  ['Canterbury', ['CT1', 'CT2'], 'Kent', 'England'],
  ['Kendal', ['LA9'], 'Cumbria', 'England'],
  ['Carlisle', ['CA1', 'CA2', 'CA3'], 'Cumbria', 'England'],
  ['St Albans', ['AL1', 'AL3', 'AL4'], 'Hertfordshire', 'England'],
  ['Guildford', ['GU1', 'GU2', 'GU4'], 'Surrey', 'England'],
  ['Milton Keynes', ['MK9', 'MK10', 'MK14'], 'Buckinghamshire', 'England'],
  ['Stoke-on-Trent', ['ST1', 'ST4', 'ST6'], 'Staffordshire', 'England'],
  ['Wolverhampton', ['WV1', 'WV3', 'WV6'], 'West Midlands', 'England'],
  ['Bournemouth', ['BH1', 'BH2', 'BH8'], 'Dorset', 'England'],
  ['Preston', ['PR1', 'PR2'], 'Lancashire', 'England'],
  ['Bradford', ['BD1', 'BD3', 'BD9'], 'West Yorkshire', 'England'],
  ['Durham', ['DH1'], 'County Durham', 'England'],
  ['Cardiff', ['CF10', 'CF11', 'CF14', 'CF24'], 'South Glamorgan', 'Wales'],
  ['Swansea', ['SA1', 'SA2', 'SA6'], 'West Glamorgan', 'Wales'],
  ['Newport', ['NP19', 'NP20'], 'Gwent', 'Wales'],
  ['Aberystwyth', ['SY23'], 'Ceredigion', 'Wales'],
  ['Glasgow', ['G1', 'G2', 'G3', 'G12', 'G41'], 'Glasgow City', 'Scotland'],
  ['Edinburgh', ['EH1', 'EH2', 'EH3', 'EH6', 'EH7', 'EH10'], 'City of Edinburgh', 'Scotland'],
  ['Aberdeen', ['AB10', 'AB11', 'AB24'], 'Aberdeenshire', 'Scotland'],
  ['Dundee', ['DD1', 'DD2', 'DD4'], 'Angus', 'Scotland'],
  ['Inverness', ['IV1', 'IV2', 'IV3'], 'Highland', 'Scotland'],
  ['Stirling', ['FK7', 'FK8', 'FK9'], 'Stirlingshire', 'Scotland'],
  ['Belfast', ['BT1', 'BT2', 'BT7', 'BT9', 'BT12'], 'County Antrim', 'Northern Ireland'],
  ['Londonderry', ['BT47', 'BT48'], 'County Londonderry', 'Northern Ireland'],
];

const PLACE_WORDS = [
  'Harbour', 'Oakridge', 'Kestrel', 'Pennine', 'Brightwater', 'Riverside', 'Northgate', 'Willow', 'Copper Beech',
  'Meadowbank', 'Blackthorn', 'Silverdale', 'Foxglove', 'Highfield', 'Lakeside', 'Greystone', 'Redbrick', 'Thistle',
  'Juniper', 'Heron', 'Saltmarsh', 'Ironbridge', 'Moorland', 'Hawthorn', 'Elmwood', 'Larkspur', 'Millbrook',
  'Stonegate', 'Castlegate', 'Wren', 'Bramble', 'Cedar', 'Kingfisher', 'Orchard', 'Primrose', 'Quayside', 'Rowan',
  'Seaview', 'Tamar', 'Wheatsheaf', 'Yew Tree', 'Archway', 'Beacon', 'Cobblestone', 'Driftwood', 'Evergreen',
  'Fairfield', 'Glenmore', 'Hollybush', 'Ivy House', 'Linden', 'Marlowe', 'Oldfield', 'Parkside', 'Ravenscroft',
  'Sandpiper', 'Thornbury', 'Westbrook', 'Ashdown', 'Bluebell', 'Clearwater', 'Dovecote', 'Eastwood', 'Fernhill',
  'Goldcrest', 'Heathfield', 'Kingsway', 'Lavender', 'Mariner', 'Nettlebed', 'Otterburn', 'Pebble', 'Redwing',
  'Skylark', 'Teasel', 'Waterside', 'Birchwood', 'Cragside', 'Dunmore', 'Falcon', 'Granary', 'Hillcrest',
];
const PLACE_SUFFIX = ['Lane', 'Street', 'Park', 'Hill', 'Court', 'Bridge', 'House', 'Yard', 'Works', 'Mill', 'Green', 'Row'];
const SURNAMES = [
  'Morrison', 'Hale', 'Patel', 'Okafor', 'Campbell', 'Evans', 'Hughes', 'MacLeod', 'Fraser', 'Whitaker', 'Bennett',
  'Ashworth', 'Chowdhury', 'Kowalski', "O'Neill", 'Griffiths', 'Lloyd', 'Sinclair', 'Thornton', 'Ahmed', 'Brennan',
  'Carter', 'Doyle', 'Ellis', 'Fletcher', 'Gallagher', 'Harding', 'Iqbal', 'Jenkins', 'Kaur', 'Lambert', 'Murray',
];
// Trade, and whether it is a profession that often trades as an LLP.
const TRADES: ReadonlyArray<[string, boolean]> = [
  ['Bakery', false], ['Joinery', false], ['Consulting', true], ['Digital', false], ['Logistics', false],
  ['Engineering', false], ['Property Management', false], ['Dental Care', false], ['Veterinary Services', false],
  ['Accountants', true], ['Solicitors', true], ['Plumbing & Heating', false], ['Electrical Services', false],
  ['Landscaping', false], ['Catering', false], ['Coffee Roasters', false], ['Brewing Company', false],
  ['Architects', true], ['Software', false], ['Recruitment', false], ['Care Services', false], ['Construction', false],
  ['Roofing', false], ['Print Works', false], ['Florists', false], ['Opticians', false], ['Physiotherapy', false],
  ['Marketing', false], ['Media', false], ['Analytics', false], ['Haulage', false], ['Estates', false],
  ['Interiors', false], ['Cleaning Services', false], ['Security', false], ['Motors', false], ['Garden Centre', false],
  ['Pharmacy', false], ['Training', false], ['Events', false], ['Fitness', false], ['Nurseries', false],
  ['Windows & Doors', false], ['Scaffolding', false], ['Travel', false], ['Surveyors', true], ['Wealth Management', true],
  ['Bookshop', false], ['Kitchens', false], ['Tech', false], ['Renewables', false], ['Foods', false], ['Textiles', false],
];
const STREETS = [
  'High Street', 'Station Road', 'Church Street', 'Market Place', 'King Street', 'Queen Street', 'Mill Lane',
  'Victoria Road', 'Park Road', 'North Street', 'Bridge Street', 'London Road', 'Castle Street', 'George Street',
  'Albert Road', 'The Parade', 'Harbour Road', 'Chapel Lane', 'West Street', 'Commercial Road', 'New Road',
  'Princes Street', 'Union Street', 'Broad Street', 'Water Lane', 'St Johns Road', 'Manor Road', 'Hope Street',
];
const ESTATES = ['Business Park', 'Enterprise Park', 'Trade Centre', 'Industrial Estate', 'Innovation Centre'];
// Royal Mail never uses C I K M O V in the two-letter unit of a postcode.
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const STATUSES = [...Array(17).fill('active'), 'dissolved', 'liquidation', 'administration'] as const;

const titleCase = (s: string) => s.toUpperCase();

function companyName(): { name: string; type: string } {
  const [trade, isProfession] = pick(TRADES);
  const shape = random();
  let stem: string;
  if (shape < 0.45) stem = `${pick(PLACE_WORDS)} ${trade}`;
  else if (shape < 0.7) stem = `${pick(PLACE_WORDS)} ${pick(PLACE_SUFFIX)} ${trade}`;
  else if (shape < 0.85) stem = `${pick(SURNAMES)} & ${pick(SURNAMES)} ${trade}`;
  else stem = `${pick(SURNAMES)} ${trade}`;
  const suffix = random();
  if (isProfession && suffix < 0.35) return { name: titleCase(`${stem} LLP`), type: 'llp' };
  if (suffix < 0.03) return { name: titleCase(`${stem} PLC`), type: 'plc' };
  if (suffix < 0.1) return { name: titleCase(`${stem} (UK) Limited`), type: 'ltd' };
  return { name: titleCase(`${stem} ${suffix < 0.62 ? 'Ltd' : 'Limited'}`), type: 'ltd' };
}

function companyNumber(nation: Nation): string {
  // England and Wales: eight digits, leading zeros kept. Scotland and Northern Ireland use a prefix.
  if (nation === 'Scotland') return `SC${between(100000, 799999)}`;
  if (nation === 'Northern Ireland') return `NI${between(600000, 699999)}`;
  return String(between(1_000_000, 15_999_999)).padStart(8, '0');
}

function postcode(districts: readonly string[]): string {
  const unit = () => UNIT_LETTERS[Math.floor(random() * UNIT_LETTERS.length)]!;
  return `${pick(districts)} ${between(1, 9)}${unit()}${unit()}`;
}

function addressLine1(): string {
  const shape = random();
  if (shape < 0.15) return `Unit ${between(1, 24)}, ${pick(PLACE_WORDS)} ${pick(ESTATES)}`;
  if (shape < 0.3) return `Suite ${between(1, 12)}, ${between(1, 220)} ${pick(STREETS)}`;
  return `${between(1, 240)} ${pick(STREETS)}`;
}

function dateOfCreation(): string {
  const year = between(1978, 2025);
  return `${year}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}`;
}

interface RegisterEntry {
  company_name: string;
  company_number: string;
  company_status: string;
  company_type: string;
  date_of_creation: string;
  registered_office_address: { address_line_1: string; locality: string; region: string; postal_code: string; country: string };
}

// Fixed entries the demo and the documentation name.
const FIXED: RegisterEntry[] = [
  {
    company_name: 'NORTHWIND ANALYTICS LTD',
    company_number: '09876543',
    company_status: 'active',
    company_type: 'ltd',
    date_of_creation: '2015-11-03',
    registered_office_address: { address_line_1: '221 Baker Street', locality: 'London', region: 'Greater London', postal_code: 'NW1 6XE', country: 'England' },
  },
  {
    company_name: 'HARBOUR LANE BAKERY LTD',
    company_number: '11482093',
    company_status: 'active',
    company_type: 'ltd',
    date_of_creation: '2018-07-19',
    registered_office_address: { address_line_1: '4 Harbour Lane', locality: 'Plymouth', region: 'Devon', postal_code: 'PL4 0DW', country: 'England' },
  },
];

const entries = new Map<string, RegisterEntry>(FIXED.map((entry) => [entry.company_name, entry]));
const numbers = new Set(FIXED.map((entry) => entry.company_number));
while (entries.size < COUNT) {
  const { name, type } = companyName();
  const [locality, districts, region, nation] = pick(TOWNS);
  const number = companyNumber(nation);
  if (entries.has(name) || numbers.has(number)) continue;
  numbers.add(number);
  entries.set(name, {
    company_name: name,
    company_number: number,
    company_status: pick(STATUSES),
    company_type: type,
    date_of_creation: dateOfCreation(),
    registered_office_address: { address_line_1: addressLine1(), locality, region, postal_code: postcode(districts), country: nation },
  });
}

const sorted = [...entries.values()].sort((a, b) => a.company_name.localeCompare(b.company_name, 'en-GB'));
writeFileSync(join(import.meta.dirname, 'uk-companies.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.warn(`wrote ${sorted.length} companies`);
