/**
 * Company legal-form suffixes, written without dots and spaces-collapsed, as they are matched
 * after normalising ("B.V." → "bv", "S.à r.l." → "sarl"). Multi-word forms come first.
 */
export const LEGAL_FORMS = [
  'private limited',
  'pvt ltd',
  'pvt',
  'public limited company',
  'limited liability company',
  'sp z oo',
  'spolka z oo',
  'co kg',
  'gmbh co kg',
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'ohg',
  'ug haftungsbeschrankt',
  'ug',
  'ek',
  'gbr',
  'se',
  'incorporated',
  'inc',
  'corporation',
  'corp',
  'company',
  'co',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'plc',
  'sarl',
  'sprl',
  'scrl',
  'slu',
  'og',
  'eu',
  'keg',
  'dac',
  'sa',
  'sas',
  'sasu',
  'snc',
  'eurl',
  'sci',
  'scs',
  'bv',
  'bvba',
  'cvba',
  'nv',
  'vof',
  'cv',
  'oy',
  'oyj',
  'ab',
  'as',
  'asa',
  'aps',
  'a/s',
  'spa',
  'srl',
  'srls',
  'sl',
  'sro',
  'kk',
  'pte',
  'pty',
  'bhd',
  'sdn bhd',
  'spolka akcyjna',
  'sa de cv',
] as const;

/**
 * A legal form as printed, for spotting company names in text: "GmbH", "B.V.", "Inc.",
 * "Pvt. Ltd.", "S.A.R.L.", "Sàrl", "SAS", "S.a.s.", "Sdn Bhd" (or "S/B") ... (dots optional, whole words). Case matters, as
 * "AG" or "SA" in lower case are words; forms that are no word are also matched in capitals, as
 * till receipts print them ("KORNFELD-MARKT GMBH", "KEDAI ABC SDN BHD", "ROSSI S.R.L.", "ZENITH
 * BAU SRL"). The Austrian "OG" is no floor ("2. OG", Obergeschoss, in an address), nor "SA"
 * before a postcode South Australia's ("GLENELG SA 5045"). "Co." and
 * "Company" end a name ("Valmont Werkzeuge Co.", "Acme Trading Company"); elsewhere they open a
 * label ("Co. No.", "Company number") or go on ("Company Secretary").
 */
export const LEGAL_FORM_RE =
  /(?<![\p{L}\p{N}])(?:GmbH(?:\s*&\s*Co\.?\s*KG)?|GMBH(?:\s*&\s*CO\.?\s*KG)?|Sdn\.?\s*Bhd\.?|SDN\.?\s*BHD\.?|S\/B|Bhd\.?|BHD\.?|LTD\.?|LIMITED|INC\.?|CORP\.?|PTE|PTY|mbH|AG|KG|OHG|(?<!\d\.?\s?)OG|UG|e\.\s?K\.|GbR|Inc\.?|Incorporated|Corp\.?|Corporation|LLC|L\.L\.C\.|LLP|Ltd\.?|Limited|PLC|Pvt\.?|S\.?A\.?R\.?L\.?|S[àa]rl|SAS|SASU|S\.a\.s\.?|S\.A\.S\.|S\.A\.|SA(?!\s+\d{4}(?!\d))|EURL|SNC|B\.?V\.?B\.?A\.?|C\.?V\.?B\.?A\.?|bvba|cvba|B\.?V\.?|N\.?V\.?|Oy|AB|A\/S|ApS|S\.?p\.?A\.?|S\.?P\.?A\.?|S\.?r\.?l\.?(?:s\.?)?|S\.?R\.?L\.?(?:S\.?)?|S\.?n\.?c\.?|S\.?P\.?R\.?L\.?|S\.L\.(?:U\.)?|SLU?|e\.U\.|KEG|DAC|V\.?O\.?F\.?|s\.r\.o\.|S\.R\.O\.|Pty|Pte|Sp\.\s?z\s?o\.?\s?o\.?|spółka\s+akcyjna|(?:Co\.|Company)(?=\s*(?:,|$)))(?![\p{L}\p{N}])/u;

/**
 * What follows "UG" when it is the German "UG (haftungsbeschränkt)", however OCR cut it, also on
 * a line of its own (a name wrapped in a narrow column).
 */
export const UG_SUFFIX_RE = /^\s*\(?\s*haftungs\p{L}*/iu;
