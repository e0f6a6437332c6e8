import type { Company } from './types';

/** The one place the company's name and contact details live. The company is fictional. */
export const company = {
  name: 'Quillmark',
  legalName: 'Quillmark Technologies Ltd',
  tagline: 'Software, AI and IT services that are affordable, adaptive and automated.',
  blurb:
    'Quillmark is a software, AI and IT-services consultancy with teams in Manchester, Dallas, Bangalore and Hyderabad. For more than 15 years we have built products, automated operations and trained the engineers who run them.',
  yearsOfExperience: '15+',
  offices: [
    {
      id: 'uk',
      label: 'United Kingdom',
      addressLines: ['Unit 4, Canal Wharf House', '18 Aytoun Street', 'Manchester M1 3GL'],
    },
    {
      id: 'usa',
      label: 'USA',
      addressLines: ['Suite 820, 1200 Main Street', 'Dallas, TX 75202'],
    },
    {
      id: 'bangalore',
      label: 'Bangalore',
      addressLines: ['4th Floor, Prestige Meridian II', 'MG Road', 'Bengaluru, Karnataka 560001'],
    },
    {
      id: 'hyderabad',
      label: 'Hyderabad',
      addressLines: ['Level 6, Orion Tech Park', 'HITEC City, Madhapur', 'Hyderabad, Telangana 500081'],
    },
  ],
  emails: [
    { id: 'sales', label: 'Sales', address: 'sales@quillmark-tech.co.uk' },
    { id: 'careers', label: 'Careers', address: 'careers@quillmark-tech.co.uk' },
    { id: 'support', label: 'Support', address: 'support@quillmark-tech.co.uk' },
    { id: 'internships', label: 'Internships', address: 'internships@quillmark-tech.co.uk' },
  ],
  phones: [
    { id: 'in-hr', label: 'HR (India)', number: '+918040001210', display: '+91 80 4000 1210' },
    { id: 'in-recruitment', label: 'Recruitment (India)', number: '+918040001245', display: '+91 80 4000 1245' },
    { id: 'in-operations', label: 'Operations (India)', number: '+914068001300', display: '+91 40 6800 1300' },
    { id: 'uk-operations', label: 'Operations (UK)', number: '+441614960512', display: '+44 161 496 0512' },
  ],
  social: [
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/quillmarktech' },
    { id: 'x', label: 'X (Twitter)', href: 'https://x.com/quillmarktech' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/quillmarktech' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@quillmarktech' },
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/quillmarktech' },
  ],
  immigrationAdviceHeading: 'Who gives immigration advice',
  immigrationAdviceNotice:
    'Quillmark does not give regulated immigration advice. Where you need advice on a visa application, we refer you to an adviser regulated by the Immigration Advice Authority (IAA) or to a solicitor regulated by the SRA; their details are confirmed in writing before any referral.',
} satisfies Company;
