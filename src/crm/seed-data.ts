import type { Region } from './vocab.js';

/** The vocabulary of the CRM's demo data: places by region, industries, roles, lead sources, deals and stages, with their weights. */
export type Place = [city: string, state: string | null];
export type Country = [name: string, weight: number, places: Place[]];

export const GEOGRAPHY: [Region, number, Country[]][] = [
  [
    'North America',
    35,
    [
      [
        'United States',
        8,
        [
          ['San Francisco', 'CA'],
          ['Los Angeles', 'CA'],
          ['San Jose', 'CA'],
          ['San Diego', 'CA'],
          ['Austin', 'TX'],
          ['Dallas', 'TX'],
          ['Houston', 'TX'],
          ['New York', 'NY'],
          ['Buffalo', 'NY'],
          ['Seattle', 'WA'],
          ['Chicago', 'IL'],
          ['Boston', 'MA'],
          ['Miami', 'FL'],
          ['Atlanta', 'GA'],
          ['Denver', 'CO'],
          ['Phoenix', 'AZ'],
          ['Portland', 'OR'],
          ['Raleigh', 'NC'],
          ['Columbus', 'OH'],
          ['Philadelphia', 'PA'],
          ['Minneapolis', 'MN'],
          ['Nashville', 'TN'],
          ['Salt Lake City', 'UT'],
          ['Detroit', 'MI'],
        ],
      ],
      [
        'Canada',
        2,
        [
          ['Toronto', 'ON'],
          ['Vancouver', 'BC'],
          ['Montreal', 'QC'],
          ['Calgary', 'AB'],
        ],
      ],
      [
        'Mexico',
        1,
        [
          ['Mexico City', 'CDMX'],
          ['Monterrey', 'NL'],
          ['Guadalajara', 'JAL'],
        ],
      ],
    ],
  ],
  [
    'Europe',
    25,
    [
      [
        'United Kingdom',
        3,
        [
          ['London', null],
          ['Manchester', null],
          ['Edinburgh', null],
        ],
      ],
      [
        'Germany',
        3,
        [
          ['Berlin', null],
          ['Munich', null],
          ['Hamburg', null],
        ],
      ],
      [
        'France',
        2,
        [
          ['Paris', null],
          ['Lyon', null],
        ],
      ],
      [
        'Netherlands',
        1,
        [
          ['Amsterdam', null],
          ['Rotterdam', null],
        ],
      ],
      [
        'Spain',
        1,
        [
          ['Madrid', null],
          ['Barcelona', null],
        ],
      ],
      [
        'Italy',
        1,
        [
          ['Milan', null],
          ['Rome', null],
        ],
      ],
      [
        'Sweden',
        1,
        [
          ['Stockholm', null],
          ['Gothenburg', null],
        ],
      ],
      [
        'Ireland',
        1,
        [
          ['Dublin', null],
          ['Cork', null],
        ],
      ],
    ],
  ],
  [
    'Asia Pacific',
    20,
    [
      [
        'Japan',
        2,
        [
          ['Tokyo', null],
          ['Osaka', null],
        ],
      ],
      [
        'Australia',
        2,
        [
          ['Sydney', 'NSW'],
          ['Melbourne', 'VIC'],
          ['Brisbane', 'QLD'],
        ],
      ],
      ['Singapore', 1, [['Singapore', null]]],
      [
        'India',
        2,
        [
          ['Bengaluru', 'KA'],
          ['Mumbai', 'MH'],
          ['Hyderabad', 'TG'],
        ],
      ],
      [
        'South Korea',
        1,
        [
          ['Seoul', null],
          ['Busan', null],
        ],
      ],
      [
        'China',
        1,
        [
          ['Shanghai', null],
          ['Shenzhen', null],
        ],
      ],
    ],
  ],
  [
    'Latin America',
    10,
    [
      [
        'Brazil',
        3,
        [
          ['São Paulo', 'SP'],
          ['Rio de Janeiro', 'RJ'],
          ['Belo Horizonte', 'MG'],
        ],
      ],
      [
        'Argentina',
        1,
        [
          ['Buenos Aires', null],
          ['Córdoba', null],
        ],
      ],
      ['Chile', 1, [['Santiago', null]]],
      [
        'Colombia',
        1,
        [
          ['Bogotá', null],
          ['Medellín', null],
        ],
      ],
      ['Peru', 1, [['Lima', null]]],
    ],
  ],
  [
    'Middle East & Africa',
    10,
    [
      [
        'United Arab Emirates',
        2,
        [
          ['Dubai', null],
          ['Abu Dhabi', null],
        ],
      ],
      [
        'South Africa',
        2,
        [
          ['Johannesburg', null],
          ['Cape Town', null],
        ],
      ],
      [
        'Saudi Arabia',
        1,
        [
          ['Riyadh', null],
          ['Jeddah', null],
        ],
      ],
      ['Israel', 1, [['Tel Aviv', null]]],
      ['Nigeria', 1, [['Lagos', null]]],
      ['Egypt', 1, [['Cairo', null]]],
      ['Kenya', 1, [['Nairobi', null]]],
    ],
  ],
];

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Financial Services',
  'Manufacturing',
  'Retail',
  'Energy',
  'Telecommunications',
  'Education',
  'Media',
  'Transportation',
  'Real Estate',
  'Hospitality',
  'Pharmaceuticals',
  'Agriculture',
  'Consulting',
];
export const ROLES: [title: string, department: string][] = [
  ['Chief Executive Officer', 'Executive'],
  ['Chief Financial Officer', 'Finance'],
  ['Chief Technology Officer', 'Engineering'],
  ['Chief Information Officer', 'IT'],
  ['VP of Sales', 'Sales'],
  ['VP of Marketing', 'Marketing'],
  ['Director of Operations', 'Operations'],
  ['IT Manager', 'IT'],
  ['Procurement Manager', 'Procurement'],
  ['Sales Manager', 'Sales'],
  ['Marketing Manager', 'Marketing'],
  ['Finance Manager', 'Finance'],
  ['Software Engineer', 'Engineering'],
  ['Data Analyst', 'Analytics'],
  ['HR Director', 'Human Resources'],
  ['Customer Success Manager', 'Customer Success'],
  ['Product Manager', 'Product'],
  ['Account Executive', 'Sales'],
];
export const LEAD_SOURCES = ['Website', 'Referral', 'Trade Show', 'Webinar', 'Cold Call', 'Email Campaign', 'Social Media', 'Partner'];
export const LEAD_STATUS_WEIGHTS: [string, number][] = [
  ['new', 30],
  ['contacted', 22],
  ['qualified', 16],
  ['proposal', 10],
  ['negotiation', 7],
  ['closed-won', 8],
  ['closed-lost', 7],
];
export const DEALS = [
  'Platform License',
  'Cloud Migration',
  'Annual Support Renewal',
  'Data Analytics Suite',
  'Security Upgrade',
  'Professional Services',
  'Expansion Deal',
  'Pilot Project',
  'Enterprise Agreement',
  'Training Package',
  'Hardware Refresh',
  'Managed Services',
];
/** Stage -> weight and the probability range of deals in it. */
export const STAGES: [string, number, number, number][] = [
  ['prospecting', 18, 0.05, 0.2],
  ['qualification', 18, 0.2, 0.4],
  ['proposal', 20, 0.4, 0.65],
  ['negotiation', 17, 0.6, 0.9],
  ['closed-won', 15, 1, 1],
  ['closed-lost', 12, 0, 0],
];
/** Opportunities per account, 2 to 10, weighted so the total exceeds 8,000. */
export const OPPORTUNITY_COUNT_WEIGHTS: [number, number][] = [
  [2, 2],
  [3, 2],
  [4, 3],
  [5, 4],
  [6, 6],
  [7, 9],
  [8, 15],
  [9, 23],
  [10, 36],
];

export const CLOSE_FROM = Date.UTC(2024, 0, 1);
export const CLOSE_DAYS = 1096; // 2024-01-01 .. 2026-12-31
