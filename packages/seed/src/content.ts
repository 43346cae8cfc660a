// The shop's content: pages with SEO fields, showrooms, blogs, jobs, FAQs, banners, testimonials, complaint
// symptoms, plugins and catalogues (docs/server.md "The demo shop"; docs/browsing.md §2–3, docs/customer.md
// §2–3).
import type { SceneKind } from './catalog-data.js';
import type { SceneOptions } from './scene-drawings.js';

export const COMPANY = {
  name: 'Sajilo',
  phone: '01-4781234',
  email: 'info@sajilo.com.np',
  // docs/customer.md §2 (footer) and §9: working hours as the shop writes them.
  hours: '10:00Am - 6:00PM (Sunday - Friday)',
};

export interface ShowroomDef {
  slug: string;
  title: string;
  branch: string;
  summary: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  look: SceneOptions;
}

export const SHOWROOMS: ShowroomDef[] = [
  {
    slug: 'head-office',
    title: 'Head Office & Experience Centre, Tinkune',
    branch: 'Head Office · Tinkune',
    summary:
      'Our largest display: full bathroom mock-ups, a tile gallery of 600 designs and the dealer desk.',
    description:
      '<p>Our head office at Tinkune has three floors of working displays: complete bathrooms from Kohler, Jaquar and Grohe with running water, a tile gallery where you can lay samples on the floor, and a lighting studio.</p><h3>Services</h3><ul><li>Free 3D bathroom planning with our designers</li><li>Dealer and project desk for contractors</li><li>After-sales service bookings</li></ul><p>Parking for cars and bikes is available in front of the building.</p>',
    address: 'Tinkune, Subidhanagar, Kathmandu 44600',
    phone: '01-4781234',
    email: 'headoffice@sajilo.com.np',
    latitude: 27.6867,
    longitude: 85.3487,
    look: { pattern: 'concrete', colour: 'Grey' },
  },
  {
    slug: 'chabahil',
    title: 'Chabahil Showroom',
    branch: 'Chabahil',
    summary: 'Tiles, sanitaryware and bath fittings a short walk from Chabahil Chowk.',
    description:
      '<p>The Chabahil branch carries our fastest-moving tiles and sanitaryware in stock, so most orders leave the same day.</p><ul><li>Same-day delivery inside Ring Road on orders before 2 PM</li><li>Sample tiles to take home</li><li>Faucet and shower demo wall</li></ul>',
    address: 'Chabahil Chowk, Ring Road, Kathmandu 44602',
    phone: '01-4491234',
    email: 'chabahil@sajilo.com.np',
    latitude: 27.7172,
    longitude: 85.3466,
    look: { pattern: 'stone', colour: 'Grey' },
  },
  {
    slug: 'pepsicola',
    title: 'Pepsicola Showroom',
    branch: 'Pepsicola',
    summary: 'Kitchen sinks, faucets and lighting for the new homes of Pepsicola and Thimi.',
    description:
      '<p>Our Pepsicola showroom focuses on kitchens and lighting: working sinks from Carysil and Franke, pull-out faucets, and a dark room to compare colour temperatures of LED lights.</p><ul><li>Kitchen layout advice</li><li>Outdoor lighting for gates and gardens</li><li>Easy parking</li></ul>',
    address: 'Pepsicola Townplanning, Kathmandu 44600',
    phone: '01-4991234',
    email: 'pepsicola@sajilo.com.np',
    latitude: 27.6897,
    longitude: 85.3636,
    look: { pattern: 'geometric', colour: 'Grey' },
  },
];

/** An OpenStreetMap embed around a point, with a marker. */
export function osmEmbed(latitude: number, longitude: number): string {
  const bbox = [longitude - 0.006, latitude - 0.004, longitude + 0.006, latitude + 0.004].map((n) =>
    n.toFixed(4),
  );
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

export interface PageDef {
  slug: string;
  title: string;
  description: string;
  seoDescription: string;
  seoKeyword: string;
  /** The showroom whose picture the page shows. */
  imageOf?: string;
}

const showroomList = SHOWROOMS.map(
  (s) => `<li><strong>${s.title}</strong>: ${s.address}, ${s.phone}</li>`,
).join('');

// docs/browsing.md §2: page keys products, contact-us, who-we-are and the three policy tabs; the rest give
// the other screens their titles and meta.
export const PAGES: PageDef[] = [
  {
    slug: 'home',
    title: 'Home',
    description:
      '<p>Tiles, sanitaryware, bath ware, kitchen and lighting from the brands Nepal trusts, at showroom prices.</p>',
    seoDescription:
      'Sajilo: tiles, sanitaryware, faucets, kitchen sinks and lighting in Kathmandu from Kajaria, Jaquar, Kohler, Grohe and more.',
    seoKeyword: 'tiles nepal, sanitaryware kathmandu, bathroom fittings, jaquar nepal, kajaria tiles price',
  },
  {
    slug: 'products',
    title: 'Product List',
    description: '<p>Browse every category and brand we carry.</p>',
    seoDescription:
      'All products: floor and wall tiles, WCs, basins, faucets, showers, sinks and lights, with prices in Rs.',
    seoKeyword: 'products, tiles, sanitaryware, bath ware, kitchen, lighting',
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    description: `<p>Call us on ${COMPANY.phone} or write to ${COMPANY.email}. Our showrooms are open ${COMPANY.hours}.</p><ul>${showroomList}</ul>`,
    seoDescription: 'Call, email or visit Sajilo showrooms at Tinkune, Chabahil and Pepsicola, Kathmandu.',
    seoKeyword: 'contact, showroom, kathmandu, phone, email',
    imageOf: 'chabahil',
  },
  {
    slug: 'who-we-are',
    title: 'Who We Are',
    description:
      '<p>Sajilo started in 2004 as a small tile shop at Chabahil. Today we are one of Kathmandu’s leading traders of <a href="/products/categories/tiles">tiles</a>, <a href="/products/categories/bath-ware">bath ware</a> and <a href="/products/categories/sanitaryware">sanitaryware</a>, with three showrooms and dealers in 40 districts.</p><h2>Smart products, honest prices</h2><p>We sell only genuine products with the manufacturer’s warranty, quote one price to everybody, and deliver with our own trucks across the valley.</p><h2>Service after the sale</h2><p>Our network of over 2400 trained technicians installs and services what we sell, and many fittings carry a 10-year warranty.</p>',
    seoDescription:
      'Since 2004 Sajilo has supplied genuine tiles, sanitaryware and bath ware to homes and projects across Nepal.',
    seoKeyword: 'about sajilo, tile dealer nepal, sanitaryware trader',
    imageOf: 'head-office',
  },
  {
    slug: 'dealer-policy',
    title: 'Dealer Policy',
    description:
      '<h2>Becoming a dealer</h2><p>We appoint dealers per district. Applicants need a registered firm (PAN/VAT), a display area of at least 500 sq ft and a storage space.</p><h2>Terms</h2><ul><li>Dealer prices and schemes are shared after the agreement.</li><li>Orders ship from our Tinkune warehouse within 3 working days.</li><li>Credit of up to 30 days against a bank guarantee.</li><li>Dealers must sell at or below the printed MRP.</li></ul><h2>Returns</h2><p>Unopened boxes can be returned within 15 days; tiles from the same batch only.</p>',
    seoDescription: 'How to become a Sajilo dealer: eligibility, ordering, credit and returns.',
    seoKeyword: 'dealer, policy, distributor, tiles dealership nepal',
  },
  {
    slug: 'terms-and-condition',
    title: 'Terms & Conditions',
    description:
      '<h2>Orders</h2><p>Prices are in Nepali Rupees and include 13% VAT. An order is confirmed when we call you to check stock and the delivery address.</p><h2>Delivery</h2><p>Delivery is free inside Kathmandu valley for orders above Rs 25,000. Tiles are delivered to the ground floor.</p><h2>Returns and warranty</h2><ul><li>Check goods on delivery; report breakage within 48 hours.</li><li>Warranty is as stated by the manufacturer and needs the invoice.</li><li>Cut, laid or used products cannot be returned.</li></ul><h2>Payment</h2><p>Cash on delivery, bank transfer, or cards and wallets at our showrooms.</p>',
    seoDescription:
      'The terms for buying from Sajilo: orders, prices, delivery, returns, warranty and payment.',
    seoKeyword: 'terms, conditions, returns, warranty, delivery',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description:
      '<h2>What we collect</h2><p>Your name, phone, email and delivery address when you register, order or send an enquiry.</p><h2>How we use it</h2><ul><li>To deliver orders and provide after-sales service</li><li>To answer your enquiries</li><li>To send offers, only if you subscribed</li></ul><h2>What we never do</h2><p>We never sell your data. Passwords are stored hashed and cannot be read by our staff.</p><h2>Your rights</h2><p>Write to info@sajilo.com.np to see, correct or delete your data.</p>',
    seoDescription: 'How Sajilo collects, uses and protects your personal information.',
    seoKeyword: 'privacy, data protection, personal information',
  },
  {
    slug: 'catalogues',
    title: 'Catalogues',
    description: '<p>Download our catalogues with every product and price.</p>',
    seoDescription:
      'Download Sajilo product catalogues for tiles, bath ware, sanitaryware, kitchen and lighting (PDF).',
    seoKeyword: 'catalogue, pdf, price list',
  },
  {
    slug: 'showrooms',
    title: 'Showrooms',
    description: `<ul>${showroomList}</ul>`,
    seoDescription: 'Visit Sajilo showrooms at Tinkune (head office), Chabahil and Pepsicola in Kathmandu.',
    seoKeyword: 'showroom, kathmandu, chabahil, pepsicola, tinkune',
  },
  {
    slug: 'blogs',
    title: 'Blogs',
    description: '<p>Buying guides and ideas for bathrooms, kitchens and floors.</p>',
    seoDescription: 'Guides to choosing tiles, WCs, faucets and lighting for Nepali homes.',
    seoKeyword: 'blog, guide, bathroom ideas, tiles guide',
  },
  {
    slug: 'careers',
    title: 'Careers',
    description: '<p>Join the Sajilo team.</p>',
    seoDescription: 'Open jobs at Sajilo: sales, accounts, service and marketing in Kathmandu.',
    seoKeyword: 'jobs, careers, vacancy kathmandu',
  },
  {
    slug: 'faqs',
    title: 'FAQs',
    description: '<p>Answers about orders, delivery, warranty, products and payments.</p>',
    seoDescription: 'Frequently asked questions about ordering from Sajilo.',
    seoKeyword: 'faq, help, questions',
  },
  {
    slug: 'customer-enquiry',
    title: 'Customer Enquiry',
    description: '<p>Tell us what you need and we will call you back within a working day.</p>',
    seoDescription: 'Send Sajilo an enquiry about products, prices or stock.',
    seoKeyword: 'enquiry, quote, price',
  },
  {
    slug: 'dealer-enquiry',
    title: 'Dealer Enquiry',
    description: '<p>Interested in a dealership? Send us your firm’s details.</p>',
    seoDescription: 'Apply to become a Sajilo dealer in your district.',
    seoKeyword: 'dealer enquiry, dealership',
  },
  {
    slug: 'support-ticket',
    title: 'Support Ticket',
    description: '<p>Report a problem with a product you bought; attach the warranty card and bill.</p>',
    seoDescription: 'Book after-sales service for a product bought from Sajilo.',
    seoKeyword: 'support, service, complaint, warranty claim',
  },
  {
    slug: 'ask-your-question',
    title: 'Ask Your Question',
    description: '<p>Could not find your answer in the FAQs? Ask us.</p>',
    seoDescription: 'Ask Sajilo a question about our products and services.',
    seoKeyword: 'question, help',
  },
  // A page the staff made in the back office (not built in): the storefront shows it at /pages/warranty.
  {
    slug: 'warranty',
    title: 'Warranty',
    description:
      '<p>Every product we sell carries its manufacturer’s warranty, registered in your name when it is delivered.</p><h2>How long</h2><ul><li>Faucets and showers: up to 10 years on the cartridge</li><li>WCs and basins: 10 years against manufacturing defects</li><li>Tiles: replacement of boxes with defects reported within 7 days of delivery</li></ul><h2>Claiming it</h2><p>Open a <a href="/support-ticket">support ticket</a> with your bill and warranty card; a technician visits within three working days in the valley.</p>',
    seoDescription:
      'What the warranty of Sajilo’s tiles, sanitaryware and faucets covers, and how to claim it.',
    seoKeyword: 'warranty, guarantee, claim, service',
  },
];

export interface BlogDef {
  slug: string;
  title: string;
  date: string;
  summary: string;
  description: string;
  scene: SceneKind;
  look: SceneOptions;
  keywords: string;
}

export const BLOGS: BlogDef[] = [
  {
    slug: 'choosing-floor-tiles-for-nepali-homes',
    title: 'Choosing Floor Tiles for Nepali Homes',
    date: '2026-10-28',
    summary: 'Vitrified, ceramic or porcelain? What suits dusty roads, cold winters and busy family rooms.',
    description:
      '<p>Kathmandu floors take a beating: dust from the road, muddy shoes in the monsoon and cold mornings in winter. The right tile makes cleaning easy and lasts decades.</p><h2>Vitrified for living rooms</h2><p>Glazed vitrified tiles (GVT) absorb less than 0.5% water, resist stains and come in large sizes like 600 x 1200 mm, which means fewer joints to clean.</p><h2>Matt or anti-skid where it gets wet</h2><p>For kitchens, balconies and entrances choose a matt or anti-skid finish. Glossy tiles look great but are slippery with wet feet.</p><h2>Buy 8% extra</h2><ul><li>Cutting at walls and corners wastes tiles.</li><li>Keep a box from the same batch for future repairs: shades differ between batches.</li></ul>',
    scene: 'living',
    look: { pattern: 'marble', colour: 'Beige' },
    keywords: 'floor tiles, vitrified tiles, tile guide',
  },
  {
    slug: 'wall-hung-vs-floor-mounted-wc',
    title: 'Wall Hung vs Floor Mounted WC: Which Is Right for You?',
    date: '2026-09-15',
    summary: 'Space, cleaning, cost and plumbing: the honest comparison.',
    description:
      '<p>A wall hung WC with a concealed cistern makes a small bathroom look bigger and lets you mop under it. A floor mounted WC is cheaper and easier to fit in an existing bathroom.</p><h2>Plumbing</h2><p>Wall hung WCs need a concealed frame built into the wall, so plan them before tiling. Floor mounted WCs come in S-trap (outlet into the floor) and P-trap (outlet into the wall): check your outlet before you buy.</p><h2>Cost</h2><ul><li>Floor mounted two-piece: from about Rs 12,000</li><li>Wall hung with frame and flush plate: from about Rs 35,000</li></ul>',
    scene: 'bathroom',
    look: { pattern: 'hexagon', colour: 'White' },
    keywords: 'wall hung wc, floor mounted wc, toilet guide',
  },
  {
    slug: 'faucets-for-low-water-pressure',
    title: 'Faucets That Work With Rooftop Tank Pressure',
    date: '2026-08-02',
    summary:
      'Most valley homes run on a rooftop tank. Here is how to choose mixers and showers that still flow well.',
    description:
      '<p>A rooftop tank gives only 0.2 to 0.5 bar on the upper floors. Many imported showers need 1 to 3 bar and barely trickle.</p><h2>What to look for</h2><ul><li>Faucets rated for low pressure (0.3 bar)</li><li>Overhead showers with large nozzles, or add a pressure pump</li><li>Wall mixers with a full-bore diverter</li></ul><h2>Hard water</h2><p>Jar water and boring water are hard. Choose showers with silicone anti-lime nozzles you can rub clean.</p>',
    scene: 'bathroom',
    look: { pattern: 'subway', colour: 'Blue' },
    keywords: 'faucets, low pressure, showers, rooftop tank',
  },
  {
    slug: 'kitchen-sink-buying-guide',
    title: 'Kitchen Sink Buying Guide: Steel or Quartz?',
    date: '2026-07-11',
    summary: 'Bowl sizes for big pressure cookers, drainboards and the materials that last.',
    description:
      '<p>Nepali kitchens wash big pots: a pressure cooker and a large kasaudi need a bowl at least 20 cm deep.</p><h2>Stainless steel</h2><p>SS 304 sinks are affordable, light and do not chip. A brushed finish hides scratches.</p><h2>Quartz</h2><p>Quartz sinks resist heat and scratches and come in black and grey, but cost two to three times more.</p><ul><li>Pick a single bowl with drainboard for small kitchens.</li><li>Pair it with a tall swivel mixer for filling buckets.</li></ul>',
    scene: 'kitchen',
    look: { pattern: 'subway', colour: 'Green' },
    keywords: 'kitchen sink, quartz sink, stainless steel sink',
  },
  {
    slug: 'lighting-ideas-for-living-rooms',
    title: 'Five Lighting Ideas for Living Rooms',
    date: '2026-06-20',
    summary:
      'Layer ceiling, pendant and wall lights for a room that works day and night, and during load shedding.',
    description:
      '<p>One tube light on the ceiling makes a room flat. Layer your light instead.</p><ol><li>A ceiling light for general light.</li><li>A pendant over the dining table.</li><li>Up-down wall lights to wash the walls.</li><li>Warm white (3000 K) for living rooms, cool white for study.</li><li>LED fittings that run on an inverter for hours.</li></ol>',
    scene: 'living',
    look: { pattern: 'wood', colour: 'Walnut' },
    keywords: 'lighting ideas, pendant lights, led lights nepal',
  },
  {
    slug: 'small-bathroom-makeover-on-a-budget',
    title: 'Small Bathroom Makeover on a Budget',
    date: '2026-05-05',
    summary: 'Light tiles, a wall hung basin and smart storage make a 5 x 7 ft bathroom feel twice the size.',
    description:
      '<p>Most apartments in the valley have bathrooms of 35 square feet or less. You can still make them comfortable.</p><ul><li>Use light wall tiles in 300 x 600 mm laid horizontally.</li><li>Choose a wall hung basin to free floor space.</li><li>A mirror cabinet doubles as storage.</li><li>Keep one metal finish for all fittings.</li></ul><p>A full makeover with tiles, WC, basin and fittings starts at about Rs 1,20,000.</p>',
    scene: 'bathroom',
    look: { pattern: 'subway', colour: 'White' },
    keywords: 'small bathroom, bathroom makeover, budget',
  },
  {
    slug: 'outdoor-tiles-for-parking-and-terraces',
    title: 'Outdoor Tiles for Parking and Terraces',
    date: '2026-04-12',
    summary: 'Why 12 mm heavy-duty tiles, anti-skid finishes and light colours matter outdoors.',
    description:
      '<p>Parking areas carry cars and scooters; terraces face sun, rain and frost. Outdoor tiles need thickness and grip.</p><h2>Parking</h2><p>Choose 12 mm or thicker heavy-duty vitrified tiles on a solid concrete base.</p><h2>Terraces</h2><p>Light-coloured cool-roof tiles keep top floors cooler in summer; anti-skid finishes keep them safe in the monsoon.</p>',
    scene: 'outdoor',
    look: { pattern: 'stone', colour: 'Beige' },
    keywords: 'parking tiles, terrace tiles, outdoor tiles',
  },
];

export interface JobDef {
  slug: string;
  title: string;
  type: string;
  vacancy: number;
  salary: string;
  education: string;
  experience: string;
  /** Days before the seed that the job was posted. */
  postedDaysAgo: number;
  /** Days after the seed that applications close; negative: a posting already closed (kept closed). */
  closesInDays: number;
  description: string;
}

export const JOBS: JobDef[] = [
  {
    slug: 'sales-executive',
    title: 'Sales Executive',
    type: 'Full Time',
    vacancy: 3,
    salary: 'Rs 30,000 - 40,000 + incentives',
    education: 'Bachelor’s degree (BBS/BBA)',
    experience: '1-2 years in showroom or field sales',
    postedDaysAgo: 6,
    closesInDays: 24,
    description:
      '<p>Help customers choose tiles, sanitaryware and fittings at our Chabahil and Tinkune showrooms.</p><h3>Responsibilities</h3><ul><li>Advise walk-in customers and prepare quotations</li><li>Follow up on enquiries from the website</li><li>Meet monthly sales targets</li></ul><h3>Requirements</h3><ul><li>Good Nepali and English</li><li>Two-wheeler licence preferred</li></ul>',
  },
  {
    slug: 'accountant',
    title: 'Accountant',
    type: 'Full Time',
    vacancy: 1,
    salary: 'Negotiable',
    education: 'BBS or CA Intermediate',
    experience: '3 years with VAT and TDS filing',
    postedDaysAgo: 10,
    closesInDays: 20,
    description:
      '<p>Keep the books of our head office and branches.</p><ul><li>Daily entries in Tally, VAT returns and TDS</li><li>Dealer ledgers and reconciliations</li><li>Monthly reports for management</li></ul>',
  },
  {
    slug: 'service-technician-plumbing',
    title: 'Service Technician (Plumbing)',
    type: 'Full Time',
    vacancy: 4,
    salary: 'Rs 25,000 - 32,000',
    education: 'SLC/SEE with CTEVT plumbing training',
    experience: '2 years installing sanitaryware and fittings',
    postedDaysAgo: 3,
    closesInDays: 30,
    description:
      '<p>Install and service WCs, basins, mixers and showers in customers’ homes across the valley.</p><ul><li>Installations and warranty repairs</li><li>Diagnose leakage and pressure problems</li><li>Training on Jaquar, Kohler and Grohe products provided</li></ul>',
  },
  {
    slug: 'digital-marketing-intern',
    title: 'Digital Marketing Intern',
    type: 'Internship',
    vacancy: 2,
    salary: 'Rs 15,000 stipend',
    education: 'Bachelor’s student (final year) or graduate',
    experience: 'Not required',
    postedDaysAgo: 14,
    closesInDays: 10,
    description:
      '<p>Six-month internship with our marketing team.</p><ul><li>Product photos and posts for Facebook and Instagram</li><li>Blog articles and buying guides</li><li>Reports on campaigns</li></ul>',
  },
  {
    slug: 'delivery-driver',
    title: 'Delivery Driver',
    type: 'Contract',
    vacancy: 2,
    salary: 'Rs 28,000 + overtime',
    education: 'SEE',
    experience: 'Heavy vehicle licence, 3 years driving in Kathmandu',
    postedDaysAgo: 5,
    closesInDays: 18,
    description:
      '<p>Drive our delivery trucks across Kathmandu valley.</p><ul><li>Load and deliver tiles and sanitaryware safely</li><li>Collect payment on cash-on-delivery orders</li></ul>',
  },
  {
    // A posting whose deadline has passed: not listed, but its page (an old shared link) says applications
    // are closed and offers no Apply Now (docs/browsing.md §2.14). Last, so the open jobs come first.
    slug: 'showroom-manager-chabahil',
    title: 'Showroom Manager (Chabahil)',
    type: 'Full Time',
    vacancy: 1,
    salary: 'Negotiable',
    education: 'Bachelor’s degree in management',
    experience: '5 years running a retail showroom',
    postedDaysAgo: 45,
    closesInDays: -15,
    description:
      '<p>Run our Chabahil showroom: its team, stock, displays and sales.</p><ul><li>Lead a team of eight</li><li>Weekly stock and sales reports</li></ul>',
  },
];

export const FAQS: { type: string; items: [string, string][] }[] = [
  {
    type: 'Orders',
    items: [
      [
        'How do I place an order online?',
        '<p>Add products to your cart, open the cart and choose <strong>Checkout</strong>. We call you to confirm stock and delivery before dispatch.</p>',
      ],
      [
        'Can I cancel an order?',
        '<p>Yes, while it is <em>Pending</em> you can cancel it from <strong>My Orders</strong>. After that, call us.</p>',
      ],
      [
        'Can I change the quantity after ordering?',
        '<p>Call the showroom that confirmed your order; we update it before dispatch.</p>',
      ],
      [
        'Do you give project or bulk prices?',
        '<p>Yes. Send a dealer or customer enquiry with your list and we will quote.</p>',
      ],
    ],
  },
  {
    type: 'Delivery',
    items: [
      [
        'Do you deliver outside Kathmandu valley?',
        '<p>Yes, through cargo services to all major cities. Freight is charged at actual cost.</p>',
      ],
      ['How long does delivery take?', '<p>Inside the valley 1–2 working days; outside 3–7 days.</p>'],
      [
        'Is delivery free?',
        '<p>Inside Kathmandu valley delivery is free for orders above Rs 25,000; below that it costs Rs 500.</p>',
      ],
    ],
  },
  {
    type: 'Warranty',
    items: [
      [
        'What warranty do faucets have?',
        '<p>Most branded faucets carry 5 to 10 years against manufacturing defects; see the product’s Care &amp; Warranty tab.</p>',
      ],
      [
        'How do I claim warranty?',
        '<p>Open a <a href="/support-ticket">support ticket</a> with your bill and warranty card.</p>',
      ],
      [
        'Are tiles under warranty?',
        '<p>Tiles are covered for manufacturing defects reported before laying.</p>',
      ],
    ],
  },
  {
    type: 'Products',
    items: [
      [
        'Are your products genuine?',
        '<p>Yes. We buy directly from the brands or their authorised importers.</p>',
      ],
      [
        'Why do tile shades differ between boxes?',
        '<p>Every firing batch differs slightly. Buy all tiles for a room at once and check the batch number on the boxes.</p>',
      ],
      [
        'Can I see products before buying?',
        '<p>Visit any of our three showrooms; most products are on display.</p>',
      ],
      [
        'Do you install what you sell?',
        '<p>Yes, our trained technicians install sanitaryware and fittings at a fixed charge.</p>',
      ],
    ],
  },
  {
    type: 'Payments',
    items: [
      [
        'Which payment methods do you accept?',
        '<p>Cash on delivery online; cash, cards, bank transfer and wallets at showrooms.</p>',
      ],
      [
        'Do prices include VAT?',
        '<p>Yes, all prices in Rs include 13% VAT. We issue a VAT bill with every order.</p>',
      ],
      ['Do you offer EMI?', '<p>EMI is available on card payments above Rs 50,000 at our showrooms.</p>'],
    ],
  },
];

export const COMPLAINT_SYMPTOMS = [
  'Leakage',
  'Crack',
  'Blockage',
  'Low water pressure',
  'Discolouration',
  'Noise',
  'Electrical fault',
  'Other',
];

export interface BannerDef {
  title: string;
  description: string;
  link: string;
  kicker: string;
  scene: SceneKind;
  look: SceneOptions;
}

export const BANNERS: BannerDef[] = [
  {
    title: 'Upgrade Your Bathroom',
    description: 'Faucets, showers and WCs from Jaquar, Kohler and Grohe.',
    link: '/products/categories/bath-ware',
    kicker: 'Festive offers',
    scene: 'bathroom',
    look: { pattern: 'marble', colour: 'White' },
  },
  {
    title: 'New Tiles Collection 2026',
    description: 'Over 600 designs in marble, wood and stone finishes.',
    link: '/products/categories/tiles',
    kicker: 'New arrivals',
    scene: 'living',
    look: { pattern: 'marble', colour: 'Black' },
  },
  {
    title: 'Smart Sanitaryware',
    description: 'Rimless, water-saving WCs and basins that are easy to clean.',
    link: '/products/categories/sanitaryware',
    kicker: 'Save water',
    scene: 'bathroom',
    look: { pattern: 'hexagon', colour: 'Green' },
  },
  {
    title: 'Light Up Your Home',
    description: 'Warm LED pendants, ceiling and outdoor lights from Philips and Havells.',
    link: '/products/categories/lighting',
    kicker: 'Lighting',
    scene: 'living',
    look: { pattern: 'wood', colour: 'Oak' },
  },
];

export const TESTIMONIALS: { name: string; date: string; message: string }[] = [
  {
    name: 'Sita Shrestha',
    date: '2026-10-02',
    message:
      'The tiles for our new house in Budhanilkantha arrived on time and look beautiful. The staff helped us choose matching skirting too.',
  },
  {
    name: 'Ramesh Adhikari',
    date: '2026-09-18',
    message:
      'We fitted Jaquar mixers in all three bathrooms. Even on the top floor the water flow is good. Installation was quick and clean.',
  },
  {
    name: 'Anjali Maharjan',
    date: '2026-08-27',
    message:
      'Bought a Carysil quartz sink at the Pepsicola showroom. They explained everything and delivered the next day.',
  },
  {
    name: 'Bikash Thapa',
    date: '2026-07-30',
    message:
      'As a contractor I order from Sajilo for every project. Genuine products, one price and they keep their delivery dates.',
  },
  {
    name: 'Pooja Gurung',
    date: '2026-06-14',
    message:
      'Our bathroom looks like a hotel now. The one piece WC and the LED mirror were worth every rupee.',
  },
  {
    name: 'Suman Karki',
    date: '2026-05-09',
    message:
      'A leaking shower was fixed under warranty within two days of opening a support ticket. Great after-sales service.',
  },
];

// docs/customer.md §3: Meta plugins put `title` as the meta name and `code` as its content. Only harmless
// metas.
export const PLUGINS: { title: string; code: string }[] = [
  { title: 'google-site-verification', code: 'sajilo-demo-site-verification' },
  { title: 'theme-color', code: '#0F5C4A' },
  { title: 'facebook-domain-verification', code: 'sajilo-demo-domain-verification' },
];

export interface CatalogueDef {
  slug: string;
  title: string;
  /** The top-level category whose products it lists. */
  category: string;
  look: SceneOptions;
  scene?: SceneKind;
}

export const CATALOGUES: CatalogueDef[] = [
  {
    slug: 'tiles-collection-2026',
    title: 'Tiles Collection 2026',
    category: 'tiles',
    look: { pattern: 'marble', colour: 'Beige' },
  },
  {
    slug: 'bath-ware-and-faucets',
    title: 'Bath Ware & Faucets',
    category: 'bath-ware',
    look: { pattern: 'subway', colour: 'White' },
    scene: 'bathroom',
  },
  {
    slug: 'sanitaryware-range',
    title: 'Sanitaryware Range',
    category: 'sanitaryware',
    look: { pattern: 'hexagon', colour: 'White' },
    scene: 'bathroom',
  },
  {
    slug: 'kitchen-sinks-and-faucets',
    title: 'Kitchen Sinks & Faucets',
    category: 'kitchen',
    look: { pattern: 'subway', colour: 'Green' },
    scene: 'kitchen',
  },
  {
    slug: 'lighting-collection',
    title: 'Lighting Collection',
    category: 'lighting',
    look: { pattern: 'wood', colour: 'Oak' },
    scene: 'living',
  },
];
