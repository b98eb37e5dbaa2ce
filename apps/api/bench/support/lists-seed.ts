/**
 * Fills one project with a realistic paper archive for `bench:lists`, in a few set-based SQL
 * statements (INSERT ... SELECT generate_series) so 100,000 documents take seconds, not minutes:
 * contacts with company names, tax ids, emails and addresses; documents over the last three years
 * with their vendor, invoice number, issue date, amount and currency in extracted_data and an
 * invoice-like text layer (so full-text search has something to read); folders for the approved
 * ones. The contacts' figures are then derived by the repository, exactly as the pipeline does.
 */
import { sql } from 'drizzle-orm';
import { ContactsRepository } from '../../src/modules/contacts/contacts.repository';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { contacts, folders } from '../../src/platform/db/schema';

/** Name parts: 50 × 100 × 5 gives every one of 5,000 contacts its own name. */
const NAME_HEADS = [
  'Müller',
  'Schmidt',
  'Atlas',
  'Nordic',
  'Coolblue',
  'Bauer',
  'Vertex',
  'Orion',
  'Helios',
  'Falk',
  'Blue',
  'Green',
  'Iron',
  'Silver',
  'Alpen',
  'Rhein',
  'Delta',
  'Sigma',
  'Kappa',
  'Brandt',
  'Weber',
  'Hoffmann',
  'Becker',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
  'Maier',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
];
const NAME_TAILS = [
  'Office',
  'Hardware',
  'Consulting',
  'Travel',
  'Hosting',
  'Catering',
  'Software',
  'Logistics',
  'Energy',
  'Telecom',
  'Print',
  'Media',
  'Cleaning',
  'Security',
  'Legal',
  'Tax',
  'Insurance',
  'Leasing',
  'Fleet',
  'Facility',
  'Design',
  'Marketing',
  'Analytics',
  'Cloud',
  'Network',
  'Electric',
  'Plumbing',
  'Furniture',
  'Supplies',
  'Coffee',
  'Water',
  'Gas',
  'Parking',
  'Rail',
  'Air',
  'Hotels',
  'Books',
  'Training',
  'Recruiting',
  'Payroll',
  'Banking',
  'Payments',
  'Shipping',
  'Courier',
  'Storage',
  'Archive',
  'Data',
  'Mobile',
  'Web',
  'Studio',
  'Labs',
  'Works',
  'Partners',
  'Group',
  'Systems',
  'Solutions',
  'Services',
  'Trading',
  'Import',
  'Export',
  'Foods',
  'Drinks',
  'Garden',
  'Tools',
  'Machines',
  'Motors',
  'Parts',
  'Metal',
  'Wood',
  'Paper',
  'Plastics',
  'Chemicals',
  'Pharma',
  'Medical',
  'Dental',
  'Optics',
  'Audio',
  'Video',
  'Games',
  'Sports',
  'Fashion',
  'Textiles',
  'Shoes',
  'Beauty',
  'Health',
  'Care',
  'Home',
  'Living',
  'Kitchen',
  'Bath',
  'Lighting',
  'Solar',
  'Wind',
  'Green',
  'Bio',
  'Eco',
  'Smart',
  'Digital',
  'Express',
  'Direct',
];
const LEGAL_FORMS = ['GmbH', 'B.V.', 'Ltd', 'AG', 'SAS'];
const CITIES = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Amsterdam',
  'Rotterdam',
  'London',
  'Paris',
];
const ITEMS = [
  'consulting hours',
  'laptop',
  'monitor',
  'printer toner',
  'office chairs',
  'hosting plan',
  'domain renewal',
  'train tickets',
  'hotel night',
  'catering lunch',
  'software licence',
  'support contract',
  'cleaning service',
  'electricity',
  'mobile plan',
  'courier delivery',
  'paper A4',
  'coffee beans',
  'parking permit',
  'insurance premium',
  'legal advice',
  'tax advice',
  'training course',
  'conference ticket',
  'cloud storage',
  'backup service',
];
const FOLDER_NAMES = [
  'Invoices 2024',
  'Invoices 2025',
  'Invoices 2026',
  'Receipts',
  'Contracts',
  'Travel',
  'Hardware',
  'Software',
  'Utilities',
  'Insurance',
  'Tax',
  'Other',
];

export const SEED_NAME_HEADS = NAME_HEADS;

function textArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export interface SeededProject {
  folderId: string;
  contactId: string;
  /** How long each step took, for the log. */
  phases: string;
}

/** Seeds `contactCount` contacts, 12 folders and `documentCount` documents into the project. */
export async function seedListsProject(
  database: DatabaseHandle,
  projectId: string,
  counts: { documents: number; contacts: number },
): Promise<SeededProject> {
  const { db } = database;
  const phases: string[] = [];
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = now;
  };
  await db.insert(folders).values(FOLDER_NAMES.map((name) => ({ projectId, name })));
  await db.execute(sql`
    insert into contacts (project_id, type, name, name_key, email, tax_id, address, created_at)
    select ${projectId}::uuid,
      case when g % 20 = 0 then 'person' else 'company' end,
      v.name, lower(v.head || ' ' || v.tail || ' ' || g),
      case when g % 3 = 0 then null else lower(v.head) || '.' || lower(v.tail) || g || '@example.com' end,
      case when g % 4 = 0 then null else 'DE' || lpad((100000000 + g * 7919 % 900000000)::text, 9, '0') end,
      'Hauptstraße ' || (1 + g % 200) || ', ' || (10000 + g * 37 % 89999) || ' ' || (${textArray(CITIES)})[1 + g % ${CITIES.length}],
      now() - make_interval(days => 1100 - g % 1100)
    from generate_series(0, ${counts.contacts - 1}) g,
    lateral (select
      (${textArray(NAME_HEADS)})[1 + g % ${NAME_HEADS.length}] as head,
      (${textArray(NAME_TAILS)})[1 + (g / ${NAME_HEADS.length}) % ${NAME_TAILS.length}] as tail
    ) p,
    lateral (select p.head, p.tail,
      p.head || ' ' || p.tail || case when g >= ${NAME_HEADS.length * NAME_TAILS.length} then ' ' || g else '' end
        || ' ' || (${textArray(LEGAL_FORMS)})[1 + g % ${LEGAL_FORMS.length}] as name) v
  `);
  phase('contacts');
  // Vendors are skewed like real ones: a few are on many documents, most on a handful.
  await db.execute(sql`
    with c as (
      select id, name, tax_id, address, row_number() over (order by created_at, id) - 1 as n
      from contacts where project_id = ${projectId}::uuid
    ),
    f as (
      select id, row_number() over (order by name) - 1 as n from folders
      where project_id = ${projectId}::uuid
    ),
    d as (
      select g,
        now() - make_interval(secs => (g::bigint * 7919 % (3 * 365 * 86400))::double precision) as created,
        (floor(power((g::bigint * 104729 % 100003) / 100003.0, 2) * ${counts.contacts}))::int as contact_n,
        case when g % 20 = 0 then 'paper_tray' when g % 20 = 1 then 'trash' else 'approved' end as state,
        case when g % 10 < 7 then 'invoice' when g % 10 < 9 then 'receipt'
             when g % 20 = 9 then 'contract' else 'other' end as type,
        (g::bigint * 48271 % 2000000) + 100 as amount,
        case when g % 7 = 0 then 'USD' when g % 11 = 0 then 'GBP' else 'EUR' end as currency,
        (${textArray(ITEMS)})[1 + g % ${ITEMS.length}] as item,
        (${textArray(ITEMS)})[1 + (g / ${ITEMS.length}) % ${ITEMS.length}] as item2
      from generate_series(0, ${counts.documents - 1}) g
    )
    insert into documents (
      project_id, name, original_filename, file_key, size, mime_type, page_count, state, type,
      source, contact_id, folder_id, extracted_data, text, processing_status, processed_at,
      approved_at, trashed_at, created_at, updated_at
    )
    select ${projectId}::uuid,
      initcap(d.type) || ' ' || c.name || ' ' || to_char(d.created, 'YYYY-MM-DD'),
      'scan_' || d.g || '.pdf',
      md5('bench-file-' || d.g) || md5('bench-key-' || d.g),
      20000 + d.g % 500000, 'application/pdf', 1 + d.g % 4, d.state, d.type,
      case when d.g % 3 = 0 then 'email' when d.g % 3 = 1 then 'manual_upload' else 'mobile_scan' end,
      c.id,
      case when d.state = 'approved' then (select f.id from f where f.n = d.g % ${FOLDER_NAMES.length}) end,
      jsonb_build_object(
        'invoiceNumber', 'INV-' || to_char(d.created, 'YYYY') || '-' || lpad(d.g::text, 6, '0'),
        'issueDate', to_char(d.created - interval '2 days', 'YYYY-MM-DD'),
        'dueDate', to_char(d.created + interval '28 days', 'YYYY-MM-DD'),
        'transactionDate', null,
        'totalAmount', d.amount,
        'currency', d.currency,
        'vendor', jsonb_build_object('name', c.name, 'address', c.address, 'taxId', c.tax_id),
        'contractNumber', case when d.type = 'contract' then 'C-' || d.g end,
        'parties', '[]'::jsonb,
        'startDate', null,
        'endDate', null
      ),
      upper(d.type) || E'\n' || c.name || E'\n' || coalesce(c.address, '') || E'\n'
        || 'Invoice number INV-' || to_char(d.created, 'YYYY') || '-' || lpad(d.g::text, 6, '0')
        || ' Date ' || to_char(d.created, 'DD.MM.YYYY') || E'\n'
        || 'Pos 1 ' || d.item || ' ' || (d.amount * 6 / 10 / 100) || E'\n'
        || 'Pos 2 ' || d.item2 || ' ' || (d.amount * 4 / 10 / 100) || E'\n'
        || 'Net ' || (d.amount * 84 / 100 / 100) || ' VAT 19% ' || (d.amount * 16 / 100 / 100)
        || ' Total ' || (d.amount / 100) || '.' || lpad((d.amount % 100)::text, 2, '0') || ' ' || d.currency
        || E'\n' || 'Payable within 30 days to IBAN DE' || lpad((d.g * 31)::text, 20, '0')
        || ' Thank you for your business.',
      'done', d.created + interval '20 seconds',
      case when d.state = 'approved' then d.created + interval '1 day' end,
      case when d.state = 'trash' then d.created + interval '1 day' end,
      d.created, d.created + interval '1 day'
    from d join c on c.n = d.contact_n
  `);
  phase('documents');
  const contactRows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(sql`${contacts.projectId} = ${projectId}`);
  const repo = new ContactsRepository(db);
  const ids = contactRows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += 500) {
    await repo.recomputeMetadata(ids.slice(start, start + 500), db);
  }
  phase('contact figures');
  // What autovacuum does on a server after a bulk load: statistics and the visibility map (which
  // index-only scans need). PGlite has no autovacuum; the bench gives it the same start.
  await db.execute(sql`vacuum analyze`);
  phase('vacuum analyze');
  const [topContact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(sql`${contacts.projectId} = ${projectId}`)
    .orderBy(sql`${contacts.documentCount} desc`)
    .limit(1);
  const [folder] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(sql`${folders.projectId} = ${projectId}`)
    .limit(1);
  return { folderId: folder!.id, contactId: topContact!.id, phases: phases.join(', ') };
}
