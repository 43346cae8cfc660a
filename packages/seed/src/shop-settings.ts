// The shop's own facts (docs/nepal.md "VAT invoice", "The seller on the site"): what the VAT invoice prints
// and what the E-Commerce Act asks every page to show — the registration numbers, the PAN/VAT number and
// the grievance officer. The demo shop's numbers and officer are made up (a PAN has nine digits, as
// Nepal's do); a real shop writes its own in the back office's Shop details.
export const SHOP_SETTINGS = [
  { key: 'name', value: 'Sajilo Trading Pvt. Ltd.' },
  { key: 'address', value: 'Tinkune, Subidhanagar, Kathmandu 44600' },
  { key: 'address_ne', value: 'टिनकुने, सुविधानगर, काठमाडौं 44600' },
  { key: 'pan', value: '609876543' },
  { key: 'company_registration', value: '214365/076/077' },
  { key: 'ecommerce_listing', value: 'DoCSCP-ECOM-2082-00417' },
  { key: 'grievance_officer_name', value: 'Sunita Maharjan' },
  { key: 'grievance_officer_phone', value: '01-4781235' },
  { key: 'grievance_officer_email', value: 'grievance@sajilo.com.np' },
  { key: 'grievance_officer_address', value: 'Head Office, Tinkune, Kathmandu 44600' },
  { key: 'grievance_days', value: '15' },
];

const DAY = 24 * 60 * 60_000;

/**
 * Two grievances for the back office's list (docs/back-office.md "Grievances"): one open with its deadline
 * ahead, one decided. Their tracking numbers are fixed so the README and the screenshots can name them.
 */
export function demoGrievances(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      trackingNumber: 'GR-DEMQA2B7',
      name: 'Ramesh Karki',
      phone: '9851012345',
      email: 'ramesh@example.com',
      orderNumber: '#1007',
      topic: 'delivery' as const,
      details:
        'Two of the twelve boxes of floor tiles arrived with broken corners. The driver left before I could check them.',
      locale: 'en' as const,
      status: 'in_review' as const,
      dueAt: at(12),
      createdAt: at(-3),
    },
    {
      trackingNumber: 'GR-K7M3P9XA',
      name: 'सीता श्रेष्ठ',
      phone: '9841098765',
      email: null,
      orderNumber: null,
      topic: 'refund' as const,
      details: 'अर्डर रद्द गरेको तीन दिन भयो, इसेवाबाट तिरेको पैसा अझै फिर्ता आएको छैन।',
      locale: 'ne' as const,
      status: 'resolved' as const,
      decision: 'रकम २०८३ मंसिर १० मा इसेवा खातामा फिर्ता गरियो; कारोबार नम्बर तपाईंको फोनमा पठाइएको छ।',
      dueAt: at(5),
      decidedAt: at(-8),
      createdAt: at(-10),
    },
  ];
}
