// The demo marketplace a newcomer sees on first start: businesses, students and listings around
// real Sydney suburbs. Businesses and people are fictional; suburbs and coordinates are real.
import type { CategoryCode } from 'api-contract';
import { DEMO_LOGINS } from './demo-logins';

export interface DemoEmployer {
  key: string;
  email: string;
  businessName: string;
  description: string;
}

export interface DemoStudent {
  key: string;
  email: string;
  fullName: string;
  study: string;
  institution: string;
  about: string;
  experience: string;
  otherQualifications: string | null;
  qualifications: string[];
}

export interface DemoPlace {
  location: string;
  /** Null when the location was typed rather than picked from suggestions. */
  latitude: number | null;
  longitude: number | null;
}

export interface DemoListing {
  employer: string;
  category: CategoryCode;
  title: string;
  shortPreview: string;
  description: string;
  place: DemoPlace;
  /** Days from today until the listing expires. */
  expiresInDays: number;
  maxApplications: number;
  questions: string[];
}

export interface DemoApplication {
  student: string;
  /** Title of the listing applied to. */
  listing: string;
  status: 'submitted' | 'seen' | 'rejected' | 'withdrawn';
  phoneNumber: string | null;
  anythingElse: string | null;
  answers: string[];
}

const place = (location: string, latitude: number | null, longitude: number | null): DemoPlace => ({
  location,
  latitude,
  longitude,
});

const SURRY_HILLS = place('Surry Hills NSW 2010', -33.8886, 151.2094);
const NEWTOWN = place('Newtown NSW 2042', -33.8978, 151.1795);
const PARRAMATTA = place('Parramatta NSW 2150', -33.815, 151.0011);
const BONDI = place('Bondi Beach NSW 2026', -33.8915, 151.2767);
const CHATSWOOD = place('Chatswood NSW 2067', -33.7969, 151.1803);
const ULTIMO = place('Ultimo NSW 2007', -33.879, 151.1985);
const GLEBE = place('Glebe NSW 2037', -33.8797, 151.186);
const MANLY = place('Manly NSW 2095', -33.7969, 151.2877);
const CBD = place('Sydney NSW 2000', -33.8688, 151.2093);
const DARLINGHURST = place('Darlinghurst NSW 2010', -33.8785, 151.2196);
const MARRICKVILLE = place('Marrickville NSW 2204', -33.911, 151.155);
const NORTH_SYDNEY = place('North Sydney NSW 2060', -33.839, 151.207);
const OLYMPIC_PARK = place('Sydney Olympic Park NSW 2127', -33.847, 151.069);
const ALEXANDRIA = place('Alexandria NSW 2015', -33.902, 151.194);
const MOORE_PARK = place('Moore Park NSW 2021', -33.895, 151.225);
const RANDWICK = place('Randwick NSW 2031', -33.914, 151.241);
const PYRMONT = place('Pyrmont NSW 2009', -33.87, 151.194);
const MACQUARIE_PARK = place('Macquarie Park NSW 2113', -33.782, 151.125);
const BURWOOD = place('Burwood NSW 2134', -33.8773, 151.104);
const LEICHHARDT = place('Leichhardt NSW 2040', -33.883, 151.157);

export const DEMO_EMPLOYERS: DemoEmployer[] = [
  {
    key: 'harbour',
    email: DEMO_LOGINS.employer.email,
    businessName: 'Harbour & Vine Hospitality',
    description:
      'A family-run group of cafés and small bars across inner Sydney. We hire students for flexible shifts around classes and train everyone on the floor.',
  },
  {
    key: 'thread',
    email: 'jobs@threadandco.demo.studentgigs.au',
    businessName: 'Thread & Co. Clothing',
    description:
      'Independent fashion and homewares stores in Chatswood, Bondi and Parramatta. Casual retail roles with staff discounts and weekend rosters.',
  },
  {
    key: 'bignight',
    email: 'crew@bignight.demo.studentgigs.au',
    businessName: 'Big Night Events',
    description:
      'Festival, stadium and conference crews for events across Sydney. Short, well-paid gigs for reliable people who like a busy night.',
  },
  {
    key: 'swiftmove',
    email: 'work@swiftmove.demo.studentgigs.au',
    businessName: 'Swift Move Removals',
    description:
      'Removals, warehouse and delivery work out of our Alexandria depot. Early starts, fit crews and cash-flow friendly weekly pay.',
  },
  {
    key: 'ledger',
    email: 'careers@ledgerlane.demo.studentgigs.au',
    businessName: 'Ledger Lane Accounting',
    description:
      'A small accounting and bookkeeping practice in North Sydney and Parramatta. We offer part-time admin roles to business and commerce students.',
  },
  {
    key: 'brightpath',
    email: 'hello@brightpath.demo.studentgigs.au',
    businessName: 'Brightpath Tutoring & Care',
    description:
      'Tutoring, after-school care and pet-sitting around the inner west and eastern suburbs. Great for education, science and psychology students.',
  },
];

export const DEMO_STUDENTS: DemoStudent[] = [
  {
    key: 'mia',
    email: DEMO_LOGINS.student.email,
    fullName: 'Mia Nguyen',
    study: 'Bachelor of Commerce',
    institution: 'University of New South Wales',
    about: 'Second-year commerce student who loves people-facing work and early mornings.',
    experience: 'Two years as a barista at a Randwick café; casual retail over the holidays.',
    otherQualifications: 'Barista course (Sydney Coffee School)',
    qualifications: ['RSA', 'FIRST_AID', 'FOOD_SAFETY'],
  },
  {
    key: 'liam',
    email: 'liam@demo.studentgigs.au',
    fullName: "Liam O'Brien",
    study: 'Bachelor of Engineering (Civil)',
    institution: 'University of Technology Sydney',
    about: 'Engineering student, keen on physical work and weekend shifts.',
    experience: 'Labourer on residential builds; furniture removals during summer.',
    otherQualifications: null,
    qualifications: ['WHITE_CARD', 'DRIVERS_LICENCE', 'FORKLIFT'],
  },
  {
    key: 'priya',
    email: 'priya@demo.studentgigs.au',
    fullName: 'Priya Sharma',
    study: 'Bachelor of Nursing',
    institution: 'The University of Sydney',
    about: 'Nursing student with a calm manner and lots of experience with kids.',
    experience: 'Vacation care leader for two summers; volunteer at community events.',
    otherQualifications: 'CPR refresher 2025',
    qualifications: ['WWCC', 'FIRST_AID', 'DRIVERS_LICENCE'],
  },
  {
    key: 'jack',
    email: 'jack@demo.studentgigs.au',
    fullName: 'Jack Thompson',
    study: 'Bachelor of Media and Communications',
    institution: 'Macquarie University',
    about: 'Media student who enjoys live events, crowds and a bit of chaos.',
    experience: 'Ushering at a local theatre; merch stand at music festivals.',
    otherQualifications: null,
    qualifications: ['RSA', 'RCG'],
  },
];

const L = (
  employer: string,
  category: CategoryCode,
  title: string,
  shortPreview: string,
  description: string,
  where: DemoPlace,
  expiresInDays: number,
  maxApplications: number,
  questions: string[],
): DemoListing => ({
  employer,
  category,
  title,
  shortPreview,
  description,
  place: where,
  expiresInDays,
  maxApplications,
  questions,
});

const AVAILABILITY = 'Which days and times are you available each week?';
const RSA_Q = 'Do you hold a current NSW RSA? If so, when does it expire?';
const WHY = 'Why would you be a good fit for this role?';

export const DEMO_LISTINGS: DemoListing[] = [
  // Hospitality
  L(
    'harbour',
    'HOSP',
    'Weekend Barista',
    'Make great coffee for a busy Surry Hills café on Saturday and Sunday mornings.',
    'Join our Crown Street café for weekend breakfast trade. You will run the machine during the rush, keep the bar clean and chat with regulars. At least six months of barista experience needed.',
    SURRY_HILLS,
    21,
    15,
    [AVAILABILITY, 'How many coffees per hour have you made in your busiest shift?'],
  ),
  L(
    'harbour',
    'HOSP',
    'Bar Attendant (Evenings)',
    'Pour beers and mix simple cocktails at a relaxed Newtown wine bar, Thursday to Saturday.',
    'Evening shifts from 5pm to close on King Street. You will serve drinks, take table orders and help close the bar. RSA required; we train you on wine.',
    NEWTOWN,
    30,
    20,
    [RSA_Q, AVAILABILITY],
  ),
  L(
    'harbour',
    'HOSP',
    'Café All-rounder',
    'Counter service, table clearing and dishes at a Glebe Point Road café, weekday mornings.',
    'A friendly weekday role from 7am to 1pm. Great if your classes start in the afternoon. No experience needed, just energy and a smile.',
    GLEBE,
    14,
    25,
    [AVAILABILITY],
  ),
  L(
    'harbour',
    'HOSP',
    'Kitchen Hand',
    'Prep vegetables, wash up and keep the kitchen moving at our Darlinghurst bistro.',
    'Dinner service Wednesday to Sunday. Closed shoes and a Food Safety certificate are a plus. Staff meal every shift.',
    DARLINGHURST,
    18,
    12,
    ['Have you worked in a commercial kitchen before?', AVAILABILITY],
  ),
  L(
    'harbour',
    'HOSP',
    'Beachside Waitstaff',
    'Serve breakfast and lunch to locals and tourists at a Manly beachfront café.',
    'Summer casual role with weekend and public holiday shifts. Fast-paced floor work, carrying three plates is a bonus.',
    MANLY,
    40,
    20,
    [AVAILABILITY, 'Can you work public holidays?'],
  ),
  L(
    'harbour',
    'HOSP',
    'Function Waiter',
    'Canapé and drinks service at private functions in our Pyrmont venue.',
    'Occasional evening functions of 50 to 200 guests. Black pants and shoes required; we supply the shirt. RSA required.',
    PYRMONT,
    25,
    30,
    [RSA_Q],
  ),
  L(
    'harbour',
    'HOSP',
    'Sushi Counter Assistant',
    'Roll and pack sushi for the lunch rush at a Chatswood food court.',
    'Monday to Friday 10am to 3pm. You will prepare rice, roll sushi and serve customers. We teach you everything.',
    CHATSWOOD,
    10,
    10,
    [AVAILABILITY],
  ),
  // Retail
  L(
    'thread',
    'RETL',
    'Weekend Sales Assistant',
    'Help customers find their style in our Chatswood store on weekends.',
    'Greet customers, run the fitting rooms, process sales and keep the floor tidy. Staff discount of 40 percent.',
    CHATSWOOD,
    28,
    20,
    [AVAILABILITY, 'Tell us about a great customer service experience you gave.'],
  ),
  L(
    'thread',
    'RETL',
    'Visual Merchandising Assistant',
    'Dress mannequins and refresh displays at our Bondi flagship store.',
    'Two mornings a week before opening. A good eye for colour and layout matters more than experience; design students welcome.',
    BONDI,
    35,
    8,
    ['Share a link to any design or styling work you have done.'],
  ),
  L(
    'thread',
    'RETL',
    'Stockroom Assistant',
    'Unpack deliveries, tag stock and keep the Parramatta stockroom organised.',
    'Early morning shifts from 6am. Some lifting involved. Ideal if you like working behind the scenes.',
    PARRAMATTA,
    16,
    10,
    [AVAILABILITY],
  ),
  L(
    'thread',
    'RETL',
    'Christmas Casual',
    'Extra hands for the holiday rush across our three Sydney stores.',
    'Flexible shifts from late November to January, including late-night trading. Great way into ongoing casual work.',
    PARRAMATTA,
    45,
    40,
    [AVAILABILITY, 'Which store would you prefer: Chatswood, Bondi or Parramatta?'],
  ),
  L(
    'thread',
    'RETL',
    'Online Orders Packer',
    'Pick, pack and label online orders in our Alexandria fulfilment room.',
    'Weekday afternoons, 1pm to 5pm. Accuracy and speed matter; we measure both kindly.',
    ALEXANDRIA,
    20,
    12,
    [],
  ),
  L(
    'brightpath',
    'RETL',
    'Bookshop Assistant',
    'Shelve, recommend and sell books at a much-loved Glebe bookshop.',
    'Thursday evenings and Sunday afternoons. Tell us your favourite book in the application.',
    GLEBE,
    24,
    10,
    ['What is the last book you loved, and why?'],
  ),
  // Events
  L(
    'bignight',
    'EVNT',
    'Festival Bar Crew',
    'Serve drinks at a two-day summer music festival in Sydney Olympic Park.',
    'Twelve-hour shifts on a Saturday and Sunday. RSA required. Meals, water and a crew wristband provided.',
    OLYMPIC_PARK,
    12,
    60,
    [RSA_Q, 'Have you worked at a festival before?'],
  ),
  L(
    'bignight',
    'EVNT',
    'Stadium Usher',
    'Guide fans to their seats at football and concert nights at Moore Park.',
    'Evening and weekend event shifts of four to six hours. Standing for long periods; friendly and calm under pressure.',
    MOORE_PARK,
    30,
    50,
    [AVAILABILITY],
  ),
  L(
    'bignight',
    'EVNT',
    'Conference Registration Staff',
    'Check in delegates and hand out lanyards at a tech conference in Darling Harbour.',
    'Three days in a row, 7am to 4pm. Smart casual dress. Good for business and IT students wanting to network.',
    PYRMONT,
    9,
    15,
    [WHY],
  ),
  L(
    'bignight',
    'EVNT',
    'Merch Stand Seller',
    'Sell band merchandise at concerts in the CBD and inner west venues.',
    'Evening gigs, usually Thursday to Saturday. Handle card payments and count stock at close.',
    CBD,
    22,
    20,
    [AVAILABILITY],
  ),
  L(
    'bignight',
    'EVNT',
    'Bump-in Crew',
    'Set up staging, barriers and marquees before outdoor events in Randwick.',
    'Early starts and heavy lifting. White Card preferred. Paid per shift with overtime for late finishes.',
    RANDWICK,
    15,
    25,
    ['Do you hold a White Card?', 'Are you comfortable lifting 20 kg repeatedly?'],
  ),
  L(
    'harbour',
    'EVNT',
    'Wedding Season Waitstaff',
    'Plated service and bar support at weddings in our Manly function room.',
    'Saturday evenings through spring. Experience with silver service is a plus but not required. RSA required.',
    MANLY,
    50,
    20,
    [RSA_Q],
  ),
  L(
    'bignight',
    'EVNT',
    'Carriageworks Market Helper',
    'Help stallholders set up and pack down at the Saturday farmers market.',
    'Saturdays 5:30am to 1pm in Eveleigh. Outdoors in all weather; coffee on us.',
    ALEXANDRIA,
    33,
    10,
    [],
  ),
  // Physical & Labour
  L(
    'swiftmove',
    'PHYS',
    'Removalist Offsider',
    'Carry furniture and pack trucks for local moves across Sydney.',
    'Work alongside an experienced driver on house and office moves. Fitness essential. Start at our Alexandria depot at 7am.',
    ALEXANDRIA,
    19,
    15,
    ['How would you describe your fitness?', AVAILABILITY],
  ),
  L(
    'swiftmove',
    'PHYS',
    'Warehouse Pick Packer',
    'Pick and pack orders in a Marrickville warehouse, weekday mornings.',
    'Scan, pick and pack orders from 6am to 12pm. Forklift licence a bonus for extra hours.',
    MARRICKVILLE,
    26,
    20,
    ['Do you hold a forklift licence?'],
  ),
  L(
    'swiftmove',
    'PHYS',
    'Delivery Driver Assistant',
    'Ride along and unload deliveries for a furniture retailer in Parramatta.',
    'Full-day Saturdays. You will help carry, unwrap and place furniture in customers’ homes. Driver licence preferred.',
    PARRAMATTA,
    11,
    8,
    ['Do you hold a full driver licence?'],
  ),
  L(
    'swiftmove',
    'PHYS',
    'Garden Maintenance Helper',
    'Mow, weed and tidy gardens for residential clients in Leichhardt.',
    'Weekday mornings, outdoors. Tools and transport provided from the depot. Sun-safe clothing required.',
    LEICHHARDT,
    29,
    6,
    [AVAILABILITY],
  ),
  L(
    'swiftmove',
    'PHYS',
    'Office Fit-out Labourer',
    'Move desks and assemble furniture during a weekend office fit-out in North Sydney.',
    'One weekend, both days, 7am to 5pm. White Card required.',
    NORTH_SYDNEY,
    7,
    10,
    ['Do you hold a White Card?'],
  ),
  L(
    'swiftmove',
    'PHYS',
    'Storage Facility Assistant',
    'Help customers with trolleys and keep a Burwood storage facility tidy.',
    'Weekend shifts 9am to 5pm. Some customer service and light cleaning.',
    BURWOOD,
    38,
    6,
    [],
  ),
  L(
    'swiftmove',
    'PHYS',
    'Car Wash Attendant',
    'Wash, vacuum and detail cars at a hand car wash in Macquarie Park.',
    'Saturdays and Sundays. Tips shared among the team. No experience needed.',
    MACQUARIE_PARK,
    17,
    10,
    [AVAILABILITY],
  ),
  // Office & Admin
  L(
    'ledger',
    'OFFC',
    'Bookkeeping Assistant',
    'Enter invoices and reconcile accounts in Xero for small-business clients.',
    'Two days a week in our North Sydney office. Suits second or third-year accounting students. Xero training provided.',
    NORTH_SYDNEY,
    27,
    12,
    ['Which accounting units have you completed?', AVAILABILITY],
  ),
  L(
    'ledger',
    'OFFC',
    'Reception and Admin',
    'Answer phones, greet clients and manage the mail at our Parramatta office.',
    'Monday, Wednesday and Friday 9am to 3pm. Friendly phone manner and tidy presentation needed.',
    PARRAMATTA,
    23,
    15,
    [WHY],
  ),
  L(
    'ledger',
    'OFFC',
    'Tax Season Data Entry',
    'Key client tax documents into our practice software during tax season.',
    'Flexible hours from July to October, some work from home after training. Accuracy above all.',
    NORTH_SYDNEY,
    55,
    20,
    ['What is your typing speed?'],
  ),
  L(
    'ledger',
    'OFFC',
    'Marketing Admin Assistant',
    'Schedule social posts and update our website for an accounting firm.',
    'Eight hours a week, mostly remote, with a monthly team day in North Sydney. Canva experience helps.',
    NORTH_SYDNEY,
    31,
    10,
    ['Share a link to any social media or design work.'],
  ),
  L(
    'brightpath',
    'OFFC',
    'Tutoring Centre Coordinator',
    'Book sessions, answer parent enquiries and keep rosters up to date.',
    'Weekday afternoons 3pm to 7pm at our Randwick centre. Organised and calm with parents.',
    RANDWICK,
    20,
    8,
    [AVAILABILITY],
  ),
  L(
    'thread',
    'OFFC',
    'Retail Admin Assistant',
    'Process supplier invoices and update stock spreadsheets for our head office.',
    'Tuesdays and Thursdays in Surry Hills. Good Excel skills needed.',
    SURRY_HILLS,
    13,
    6,
    ['How would you rate your Excel skills, and why?'],
  ),
  L(
    'ledger',
    'OFFC',
    'University Open Day Survey Staff',
    'Run short surveys with visitors for a research client at Ultimo.',
    'One Saturday, 8am to 4pm. Tablets provided. Friendly and happy to approach people.',
    ULTIMO,
    8,
    12,
    [],
  ),
  // Other
  L(
    'brightpath',
    'OTHR',
    'High School Maths Tutor',
    'Tutor Years 9 to 12 maths students one on one in Chatswood.',
    'Afternoon and evening sessions of one hour. ATAR of 90 or above in Maths Advanced or Extension preferred. WWCC required.',
    CHATSWOOD,
    36,
    15,
    ['What was your HSC maths result?', 'Do you hold a current WWCC?'],
  ),
  L(
    'brightpath',
    'OTHR',
    'After-school Care Educator',
    'Run games and homework help for primary kids at a Newtown school.',
    'Weekdays 2:45pm to 6pm. WWCC and First Aid required. Education and nursing students encouraged.',
    NEWTOWN,
    42,
    10,
    ['Do you hold a current WWCC?', 'Tell us about your experience with children.'],
  ),
  L(
    'brightpath',
    'OTHR',
    'Dog Walker',
    'Walk friendly dogs around Bondi and Bronte on weekday mornings.',
    'Two or three walks each morning between 7am and 10am. Must love dogs and be comfortable with large breeds.',
    BONDI,
    19,
    8,
    ['Have you cared for dogs before?'],
  ),
  L(
    'brightpath',
    'OTHR',
    'English Conversation Partner',
    'Practise conversational English with international students in Ultimo.',
    'Small group sessions in the evenings. Patience and good listening skills matter most.',
    ULTIMO,
    27,
    12,
    [WHY],
  ),
  L(
    'brightpath',
    'OTHR',
    'Science Tutor (Online)',
    'Tutor high school chemistry and biology online from home.',
    'Flexible evening sessions over video call. Science or health science students preferred.',
    place('Online (work from home)', null, null),
    48,
    10,
    ['Which science subjects can you tutor?'],
  ),
  L(
    'bignight',
    'OTHR',
    'Photography Assistant',
    'Assist a photographer at corporate events and headshot days.',
    'Occasional weekday events across the CBD. Carry gear, manage lighting and help guests. Media students welcome.',
    CBD,
    34,
    6,
    ['Share a link to your portfolio, if you have one.'],
  ),
  L(
    'brightpath',
    'OTHR',
    'Pet Sitter (Holidays)',
    'Feed and care for cats and small pets while owners are away in Marrickville.',
    'Short visits once or twice a day over school holidays. Reliable and trustworthy.',
    MARRICKVILLE,
    60,
    5,
    [],
  ),
];

export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    student: 'mia',
    listing: 'Weekend Barista',
    status: 'submitted',
    phoneNumber: '0412 345 678',
    anythingElse: 'I can start this weekend.',
    answers: ['Saturday and Sunday 6am to 2pm.', 'About 120 coffees an hour at peak in Randwick.'],
  },
  {
    student: 'mia',
    listing: 'Weekend Sales Assistant',
    status: 'seen',
    phoneNumber: null,
    anythingElse: null,
    answers: [
      'Weekends, any hours.',
      'I helped a customer find a last-minute outfit for a wedding and they came back to thank me.',
    ],
  },
  {
    student: 'mia',
    listing: 'Conference Registration Staff',
    status: 'withdrawn',
    phoneNumber: null,
    anythingElse: null,
    answers: ['I am organised and enjoy meeting people.'],
  },
  {
    student: 'liam',
    listing: 'Removalist Offsider',
    status: 'submitted',
    phoneNumber: '0423 111 222',
    anythingElse: null,
    answers: ['Very fit; I play rugby twice a week.', 'Weekdays after 2pm and Saturdays.'],
  },
  {
    student: 'liam',
    listing: 'Bar Attendant (Evenings)',
    status: 'rejected',
    phoneNumber: null,
    anythingElse: null,
    answers: ['No, I am booking my RSA course now.', 'Friday and Saturday evenings.'],
  },
  {
    student: 'priya',
    listing: 'After-school Care Educator',
    status: 'seen',
    phoneNumber: '0434 555 666',
    anythingElse: 'Happy to provide references from my vacation care job.',
    answers: [
      'Yes, WWCC valid until 2029.',
      'Two summers as a vacation care leader for 5 to 12 year olds.',
    ],
  },
  {
    student: 'priya',
    listing: 'Weekend Barista',
    status: 'submitted',
    phoneNumber: null,
    anythingElse: null,
    answers: ['Sundays only.', 'Around 60 an hour.'],
  },
  {
    student: 'jack',
    listing: 'Festival Bar Crew',
    status: 'submitted',
    phoneNumber: '0445 777 888',
    anythingElse: null,
    answers: ['Yes, expires in 2028.', 'Yes, merch at two festivals last summer.'],
  },
  // More for the demo employer (Harbour & Vine), so its dashboard has applications to review.
  {
    student: 'jack',
    listing: 'Bar Attendant (Evenings)',
    status: 'submitted',
    phoneNumber: '0445 777 888',
    anythingElse: 'I have done late closes at the theatre bar, so I am used to busy nights.',
    answers: ['Yes, it expires in 2028.', 'Thursday to Saturday evenings, any hours.'],
  },
  {
    student: 'priya',
    listing: 'Café All-rounder',
    status: 'submitted',
    phoneNumber: '0434 555 666',
    anythingElse: null,
    answers: ['Monday, Wednesday and Friday mornings until 1pm.'],
  },
  {
    student: 'liam',
    listing: 'Kitchen Hand',
    status: 'submitted',
    phoneNumber: '0423 111 222',
    anythingElse: 'I have my own non-slip shoes.',
    answers: [
      'Yes, a summer as a kitchen hand at a Cronulla fish and chip shop.',
      'Wednesday to Sunday evenings.',
    ],
  },
  {
    student: 'jack',
    listing: 'Weekend Barista',
    status: 'seen',
    phoneNumber: null,
    anythingElse: null,
    answers: ['Saturdays from 6am.', 'About 40 an hour at a festival coffee cart.'],
  },
];
