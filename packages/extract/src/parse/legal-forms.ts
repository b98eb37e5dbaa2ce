/**
 * Company legal-form suffixes, written without dots and spaces-collapsed, as they are matched
 * after normalising ("B.V." → "bv", "S.à r.l." → "sarl"). Multi-word forms come first.
 */
export const LEGAL_FORMS = [
  'private limited', 'pvt ltd', 'pvt', 'public limited company', 'limited liability company',
  'sp z oo', 'spolka z oo', 'co kg', 'gmbh co kg', 'gmbh', 'mbh', 'ag', 'kg', 'ohg', 'ug haftungsbeschrankt', 'ug', 'ek', 'gbr', 'se',
  'incorporated', 'inc', 'corporation', 'corp', 'company', 'co', 'llc', 'llp', 'lp', 'ltd', 'limited', 'plc',
  'sarl', 'sa', 'sas', 'sasu', 'snc', 'eurl', 'sci', 'scs',
  'bv', 'nv', 'vof', 'cv',
  'oy', 'oyj', 'ab', 'as', 'asa', 'aps', 'a/s',
  'spa', 'srl', 'sl', 'sro', 'kk', 'pte', 'pty', 'bhd', 'sdn bhd',
  'spolka akcyjna', 'sa de cv',
] as const;

/**
 * A legal form as printed, for spotting company names in text: "GmbH", "B.V.", "Inc.",
 * "Pvt. Ltd.", "S.A.R.L.", "SAS" ... (case-insensitive, dots optional, whole words).
 */
export const LEGAL_FORM_RE =
  /(?<![\p{L}])(?:GmbH(?:\s*&\s*Co\.?\s*KG)?|mbH|AG|KG|OHG|UG|e\.\s?K\.|GbR|Inc\.?|Incorporated|Corp\.?|Corporation|LLC|L\.L\.C\.|LLP|Ltd\.?|Limited|PLC|Pvt\.?|S\.?A\.?R\.?L\.?|SAS|SASU|S\.A\.|SA|EURL|SNC|B\.?V\.?|N\.?V\.?|Oy|AB|A\/S|ApS|S\.?p\.?A\.?|S\.?r\.?l\.?|S\.L\.|s\.r\.o\.|Pty|Pte|Sp\.\s?z\s?o\.?\s?o\.?|spółka\s+akcyjna)(?![\p{L}])/u;
