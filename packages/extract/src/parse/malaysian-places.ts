/**
 * Malaysian places as addresses print them: one list, from which the cues of a Malaysian
 * address (./date.ts: day-first dates; ../fields/total-amount.ts: ringgit; ../fields/vendor.ts:
 * an address line, not a name) and their OCR misreads (./malaysian-place-misread.ts) are built.
 */

/**
 * States and federal territories, and the street words of an address: "Jalan" (street),
 * "Persiaran" (avenue), "Taman" (estate). Any of them alone is a Malaysian cue.
 */
export const MALAYSIAN_STATES_AND_STREET_WORDS = [
  'Selangor',
  'Kuala Lumpur',
  'Johor',
  'Pulau Pinang',
  'Penang',
  'Perak',
  'Kedah',
  'Kelantan',
  'Terengganu',
  'Pahang',
  'Negeri Sembilan',
  'Melaka',
  'Sabah',
  'Sarawak',
  'Putrajaya',
  'Jalan',
  'Jln',
  'Persiaran',
  'Taman',
] as const;

/**
 * Larger towns, a cue only after their five-digit postcode ("41200 KLANG"): the town's word
 * alone says nothing ("Klang" is German for a sound). The long ones are also the last cue of a
 * scan without a postcode, misread or not (./malaysian-place-misread.ts).
 */
export const MALAYSIAN_TOWN_NAMES = [
  'Klang',
  'Petaling Jaya',
  'Shah Alam',
  'Subang Jaya',
  'Puchong',
  'Kajang',
  'Cheras',
  'Ampang',
  'Kepong',
  'Rawang',
  'Seri Kembangan',
  'Cyberjaya',
  'Bangi',
  'Sungai Buloh',
  'Bangsar',
  'Semenyih',
  'Nilai',
  'Seremban',
  'Ipoh',
  'Johor Bahru',
  'George Town',
  'Butterworth',
  'Kota Kinabalu',
  'Kuching',
  'Kuantan',
  'Kota Bharu',
  'Alor Setar',
  'Miri',
  'Sandakan',
  'Sibu',
  'Taiping',
  'Batu Pahat',
  'Muar',
] as const;
