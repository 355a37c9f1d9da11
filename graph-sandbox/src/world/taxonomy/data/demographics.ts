/**
 * Demographics. Education and relationship statuses carry the small integer ids the targeting spec uses;
 * the other classes get platform-style ids when the world is built.
 */
export interface DemographicItem {
  name: string;
  type: 'education_statuses' | 'relationship_statuses' | 'life_events' | 'industries' | 'income' | 'family_statuses' | 'work_positions' | 'work_employers' | 'education_schools' | 'education_majors';
  path: readonly string[];
  fixedId?: string;
  description?: string;
  /** Rough share of the platform audience (0..1); the builder turns it into bounds. */
  share: number;
}

const education = (id: number, name: string, share: number): DemographicItem => ({
  name,
  type: 'education_statuses',
  path: ['Demographics', 'Education', 'Education Level', name],
  fixedId: String(id),
  share,
});

const relationship = (id: number, name: string, share: number): DemographicItem => ({
  name,
  type: 'relationship_statuses',
  path: ['Demographics', 'Relationship', 'Relationship Status', name],
  fixedId: String(id),
  share,
});

const lifeEvent = (name: string, share: number, under?: string): DemographicItem => ({
  name,
  type: 'life_events',
  path: under ? ['Demographics', 'Life events', under, name] : ['Demographics', 'Life events', name],
  description: `People who are likely to be in the life event "${name}".`,
  share,
});

const industry = (name: string, share: number): DemographicItem => ({
  name,
  type: 'industries',
  path: ['Demographics', 'Work', 'Industries', name],
  description: `People who work in the ${name.toLowerCase()} industry.`,
  share,
});

const income = (name: string, share: number): DemographicItem => ({
  name,
  type: 'income',
  path: ['Demographics', 'Financial', 'Income', name],
  description: `People who live in ${name.replace(/ \(US\)$/, '')} in the United States, based on publicly available income data.`,
  share,
});

const family = (name: string, share: number, under = 'All Parents'): DemographicItem => ({
  name,
  type: 'family_statuses',
  path: ['Demographics', 'Parents', under, name],
  description: `People who are likely to be ${name.charAt(0).toLowerCase()}${name.slice(1)}.`,
  share,
});

const position = (name: string, share: number): DemographicItem => ({ name, type: 'work_positions', path: ['Demographics', 'Work', 'Job Titles', name], share });
const employer = (name: string, share: number): DemographicItem => ({ name, type: 'work_employers', path: ['Demographics', 'Work', 'Employers', name], share });
const school = (name: string, share: number): DemographicItem => ({ name, type: 'education_schools', path: ['Demographics', 'Education', 'Schools', name], share });
const major = (name: string, share: number): DemographicItem => ({ name, type: 'education_majors', path: ['Demographics', 'Education', 'Fields of Study', name], share });

export const DEMOGRAPHICS: readonly DemographicItem[] = [
  education(1, 'High school', 0.05),
  education(2, 'In college', 0.06),
  education(3, 'College grad', 0.16),
  education(4, 'High school grad', 0.2),
  education(5, 'Some college', 0.08),
  education(6, 'Associate degree', 0.03),
  education(7, 'In grad school', 0.01),
  education(8, 'Some grad school', 0.01),
  education(9, 'Master\'s degree', 0.03),
  education(10, 'Professional degree', 0.01),
  education(11, 'Doctorate degree', 0.004),
  education(12, 'Unspecified', 0.3),
  education(13, 'Some high school', 0.04),
  relationship(1, 'Single', 0.12),
  relationship(2, 'In a relationship', 0.06),
  relationship(3, 'Married', 0.14),
  relationship(4, 'Engaged', 0.01),
  relationship(6, 'Unspecified', 0.55),
  relationship(7, 'In a civil union', 0.002),
  relationship(8, 'In a domestic partnership', 0.002),
  relationship(9, 'In an open relationship', 0.001),
  relationship(10, "It's complicated", 0.004),
  relationship(11, 'Separated', 0.003),
  relationship(12, 'Divorced', 0.008),
  relationship(13, 'Widowed', 0.005),
  lifeEvent('Away from family', 0.02),
  lifeEvent('Away from hometown', 0.06),
  lifeEvent('Long-distance relationship', 0.003),
  lifeEvent('New job', 0.004),
  lifeEvent('New relationship', 0.005),
  lifeEvent('Newlywed (1 year)', 0.006, 'Newlywed'),
  lifeEvent('Newlywed (3 months)', 0.002, 'Newlywed'),
  lifeEvent('Newlywed (6 months)', 0.003, 'Newlywed'),
  lifeEvent('Newly engaged (1 year)', 0.004, 'Newly engaged'),
  lifeEvent('Newly engaged (3 months)', 0.0015, 'Newly engaged'),
  lifeEvent('Newly engaged (6 months)', 0.002, 'Newly engaged'),
  lifeEvent('Recently moved', 0.01),
  lifeEvent('Upcoming birthday', 0.02),
  lifeEvent('Birthday in January', 0.02, 'Birthday'),
  lifeEvent('Birthday in February', 0.02, 'Birthday'),
  lifeEvent('Birthday in March', 0.02, 'Birthday'),
  lifeEvent('Birthday in April', 0.02, 'Birthday'),
  lifeEvent('Birthday in May', 0.02, 'Birthday'),
  lifeEvent('Birthday in June', 0.02, 'Birthday'),
  lifeEvent('Birthday in July', 0.02, 'Birthday'),
  lifeEvent('Birthday in August', 0.02, 'Birthday'),
  lifeEvent('Birthday in September', 0.02, 'Birthday'),
  lifeEvent('Birthday in October', 0.02, 'Birthday'),
  lifeEvent('Birthday in November', 0.02, 'Birthday'),
  lifeEvent('Birthday in December', 0.02, 'Birthday'),
  lifeEvent('Friends of newlyweds', 0.04, 'Friends of'),
  lifeEvent('Friends of people with birthdays in a month', 0.08, 'Friends of'),
  lifeEvent('Friends of people with birthdays in a week', 0.05, 'Friends of'),
  lifeEvent('Friends of recently moved', 0.03, 'Friends of'),
  lifeEvent('Close friends of people with birthdays in a month', 0.03, 'Friends of'),
  lifeEvent('Anniversary within 30 days', 0.004, 'Anniversary'),
  lifeEvent('Anniversary within 31-60 Days', 0.004, 'Anniversary'),
  industry('Administrative services', 0.01),
  industry('Architecture and engineering', 0.008),
  industry('Arts, entertainment, sports and media', 0.012),
  industry('Business and finance', 0.015),
  industry('Cleaning and maintenance services', 0.004),
  industry('Community and social services', 0.005),
  industry('Computation and mathematics', 0.007),
  industry('Construction and extraction', 0.008),
  industry('Education and libraries', 0.014),
  industry('Farming, fishing and forestry', 0.006),
  industry('Food and restaurants', 0.012),
  industry('Government employees (global)', 0.006),
  industry('Healthcare and medical services', 0.012),
  industry('IT and technical services', 0.011),
  industry('Installation and repair services', 0.004),
  industry('Legal services', 0.003),
  industry('Life, physical and social sciences', 0.003),
  industry('Management', 0.016),
  industry('Military (global)', 0.003),
  industry('Production', 0.007),
  industry('Protective services', 0.003),
  industry('Sales', 0.02),
  industry('Transportation and moving', 0.006),
  industry('Veterans (US)', 0.002),
  income('Top 5% of ZIP codes (US)', 0.004),
  income('Top 10% of ZIP codes (US)', 0.008),
  income('Top 10-25% of ZIP codes (US)', 0.012),
  income('Top 25-50% of ZIP codes (US)', 0.02),
  family('Parents (All)', 0.09),
  family('Parents with adult children (18-26 years)', 0.02),
  family('Parents with early school-age children (06-08 years)', 0.015),
  family('Parents with preschoolers (03-05 years)', 0.015),
  family('Parents with preteens (09-12 years)', 0.013),
  family('Parents with teenagers (13-17 years)', 0.014),
  family('Parents with toddlers (01-02 years)', 0.012),
  family('New parents (0-12 months)', 0.01),
  family('Expectant parents', 0.004, 'Expectant Parents'),
  family('Moms of grade school kids', 0.01, 'Moms'),
  family('Moms of high school kids', 0.008, 'Moms'),
  family('Moms of preschool kids', 0.009, 'Moms'),
  family('Moms with toddlers', 0.008, 'Moms'),
  family('New moms', 0.006, 'Moms'),
  family('Stay-at-home moms', 0.005, 'Moms'),
  family('Working moms', 0.009, 'Moms'),
  ...['Entrepreneur', 'Business Owner', 'Marketing Manager', 'Digital Marketer', 'Social Media Specialist', 'Software Engineer', 'Graphic Designer', 'Teacher', 'Nurse', 'Doctor', 'Accountant', 'Sales Manager', 'Store Manager', 'Driver', 'Chef', 'Photographer', 'Content Creator', 'Data Analyst', 'Product Manager', 'Civil Servant', 'Lecturer', 'Pharmacist', 'Architect', 'Mechanic', 'Barista'].map((name, i) => position(name, 0.0002 + (25 - i) * 0.00002)),
  ...['Bank Rakyat Indonesia', 'Bank Mandiri', 'Bank Central Asia', 'Pertamina', 'Telkom Indonesia', 'Garuda Indonesia', 'Unilever Indonesia', 'Astra International', 'Indofood', 'Kimia Farma', 'Warung Mak Ijah', 'Bengkel Jaya Motor Sidoarjo', 'Toko Kue Sederhana Bogor'].map((name, i) => employer(name, i >= 10 ? 0.0000004 : 0.00004)),
  ...['SMA Negeri 8 Jakarta', 'SMA Negeri 3 Bandung', 'SMA Taruna Nusantara', 'SMK Negeri 26 Jakarta', 'SMA Negeri 1 Yogyakarta', 'Madrasah Aliyah Negeri 2 Malang', 'SMP Negeri 115 Jakarta', 'SD Tumbuh Yogyakarta'].map((name, i) => school(name, i >= 6 ? 0.0000004 : 0.00001)),
  ...['Computer Science', 'Business Administration', 'Accounting', 'Medicine', 'Law', 'Psychology', 'Communication Studies', 'Civil Engineering', 'Electrical Engineering', 'Economics', 'Architecture', 'Pharmacy', 'Agriculture', 'English Literature', 'Islamic Studies', 'Visual Communication Design', 'Hospitality Management', 'Marine Science'].map((name, i) => major(name, 0.00004 + (18 - i) * 0.000004)),
];
