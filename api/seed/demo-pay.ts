// The pay and hours of each demo listing: what such jobs pay in Sydney from 1 July 2026,
// at or above the award for the work, so the demo never shows an ad the minimum-wage check would
// refuse (a test holds every one to the minimum of the day the tests run).
import type { ListingPayInput } from 'api-contract';

const casual = (dollars: number, min: number, max: number, schedule: string): ListingPayInput => ({
  amount_cents: Math.round(dollars * 100),
  unit: 'hour',
  employment_type: 'casual',
  hours_min: min,
  hours_max: max,
  schedule,
  junior_rates: false,
});

const DEMO_PAY: Record<string, ListingPayInput> = {
  'Weekend Barista': casual(34.5, 10, 14, 'Sat and Sun, 6am to 1pm'),
  'Bar Attendant (Evenings)': casual(35.5, 12, 18, 'Thu to Sat, 5pm to close'),
  'Café All-rounder': { ...casual(33.5, 15, 25, 'Weekdays, 7am to 1pm'), junior_rates: true },
  'Kitchen Hand': casual(33.8, 12, 20, 'Wed to Sun dinner service'),
  'Beachside Waitstaff': casual(34.5, 8, 16, 'Weekends and public holidays'),
  'Function Waiter': casual(36.5, 6, 15, 'Evenings, as booked'),
  'Sushi Counter Assistant': casual(33.5, 10, 15, 'Weekday lunches'),
  'Weekend Sales Assistant': casual(33.6, 12, 16, 'Sat and Sun'),
  'Visual Merchandising Assistant': {
    ...casual(30.5, 15, 20, 'Mon, Wed and Fri mornings'),
    employment_type: 'part_time',
  },
  'Stockroom Assistant': casual(33.8, 8, 12, 'Early mornings, 5am to 9am'),
  'Christmas Casual': casual(33.6, 15, 30, 'December, rostered'),
  'Online Orders Packer': casual(33.8, 10, 20, 'Flexible weekdays'),
  'Bookshop Assistant': { ...casual(33.2, 12, 12, 'Thu and Fri afternoons'), junior_rates: true },
  'Festival Bar Crew': {
    amount_cents: 44000,
    unit: 'gig',
    employment_type: 'one_off',
    hours_min: 10,
    hours_max: 12,
    schedule: 'One Saturday, 11am to 11pm',
    junior_rates: false,
  },
  'Stadium Usher': casual(35, 6, 12, 'Game days'),
  'Conference Registration Staff': {
    ...casual(36.5, 16, 16, 'Two days, 8am to 5pm'),
    employment_type: 'one_off',
  },
  'Merch Stand Seller': casual(34, 5, 10, 'Concert nights'),
  'Bump-in Crew': casual(39.5, 8, 16, 'Early starts before shows'),
  'Wedding Season Waitstaff': casual(37.5, 8, 16, 'Saturdays, Oct to Apr'),
  'Carriageworks Market Helper': casual(33.5, 5, 5, 'Saturday mornings'),
  'Removalist Offsider': casual(37.5, 15, 25, 'Weekdays and Saturdays'),
  'Warehouse Pick Packer': casual(35.5, 20, 30, 'Day or night shifts'),
  'Delivery Driver Assistant': casual(34.5, 10, 20, 'Weekdays'),
  'Garden Maintenance Helper': casual(34.5, 8, 16, 'Mon and Thu'),
  'Office Fit-out Labourer': {
    ...casual(31.5, 38, 38, 'Mon to Fri, 6 weeks'),
    employment_type: 'fixed_term',
  },
  'Storage Facility Assistant': {
    ...casual(28.8, 20, 20, 'Weekends'),
    employment_type: 'part_time',
  },
  'Car Wash Attendant': { ...casual(33.2, 8, 16, 'Weekends'), junior_rates: true },
  'Bookkeeping Assistant': {
    ...casual(33.5, 16, 20, 'Two weekdays'),
    employment_type: 'part_time',
  },
  'Reception and Admin': casual(34.5, 12, 16, 'Mon, Tue and Wed'),
  'Tax Season Data Entry': {
    ...casual(31.5, 20, 25, 'July to October'),
    employment_type: 'fixed_term',
  },
  'Marketing Admin Assistant': casual(35.5, 10, 15, 'Flexible, some from home'),
  'Tutoring Centre Coordinator': casual(36.5, 12, 15, 'Weekday afternoons'),
  'Retail Admin Assistant': casual(34, 8, 12, 'Mon and Tue'),
  'University Open Day Survey Staff': {
    amount_cents: 25000,
    unit: 'gig',
    employment_type: 'one_off',
    hours_min: 6,
    hours_max: 7,
    schedule: 'One Saturday in August',
    junior_rates: false,
  },
  'High School Maths Tutor': casual(47, 4, 8, 'After school and weekends'),
  'After-school Care Educator': casual(37.5, 10, 15, '2:30pm to 6pm weekdays'),
  'Dog Walker': casual(33.5, 3, 6, 'Weekday lunchtimes'),
  'English Conversation Partner': casual(36.5, 2, 4, 'Evenings'),
  'Science Tutor (Online)': casual(44, 3, 6, 'Evenings, online'),
  'Photography Assistant': {
    amount_cents: 32000,
    unit: 'gig',
    employment_type: 'one_off',
    hours_min: 8,
    hours_max: 8,
    schedule: 'One wedding day',
    junior_rates: false,
  },
  'Pet Sitter (Holidays)': casual(33.5, 5, 10, 'School holidays'),
};

export function demoPay(title: string): ListingPayInput {
  const pay = DEMO_PAY[title];
  if (!pay) throw new Error(`demo data: no pay for ${title}`);
  return pay;
}
