/** The closed vocabularies of the CRM: validated on input, listed in /openapi.json. */
export const REGIONS = ['North America', 'Europe', 'Asia Pacific', 'Latin America', 'Middle East & Africa'] as const;
export type Region = (typeof REGIONS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'closed-won', 'closed-lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const OPPORTUNITY_STAGES = ['prospecting', 'qualification', 'proposal', 'negotiation', 'closed-won', 'closed-lost'] as const;
export type OpportunityStage = (typeof OPPORTUNITY_STAGES)[number];
