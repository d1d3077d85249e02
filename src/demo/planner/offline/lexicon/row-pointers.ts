/**
 * A follow-up that points at one record the previous answer showed by how it compares with the
 * other ("the larger of the two", "the smaller one"): read with that record's name in place of
 * the pointing words (choose/pointed-row.ts), the record being the one with the highest (`more`)
 * or lowest (`less`) figure of the rows' main measure. Only after an answer of exactly two records
 * (a comparative picks one of two); `ends` say that the pointer ends there.
 */
export const ROW_POINTERS: {
  leads: string[];
  more: string[];
  less: string[];
  ends: string[];
  examples: { rows: { name: string; revenue: number }[]; said: string; reads: string }[];
} = {
  leads: ['the', 'that'],
  more: ['bigger', 'larger', 'higher', 'richer', 'greater'],
  less: ['smaller', 'lower', 'littler', 'lesser'],
  ends: ['of the two', 'of them both', 'of both', 'of the pair', 'of those two', 'of these two', 'of them', 'of those', 'one'],
  examples: [
    {
      rows: [
        { name: 'Lima Foods', revenue: 10 },
        { name: 'Quito Labs', revenue: 20 },
      ],
      said: 'people at the larger of the two?',
      reads: 'people at Quito Labs?',
    },
    {
      rows: [
        { name: 'Lima Foods', revenue: 10 },
        { name: 'Quito Labs', revenue: 20 },
      ],
      said: 'and open deals for the smaller one',
      reads: 'and open deals for Lima Foods',
    },
  ],
};
