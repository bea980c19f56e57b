/** Fictional people, places, insurers and brokers. */
import type { Random } from '../random';

const FIRST_NAMES = {
  male: ['Rahul', 'Amit', 'Suresh', 'Vikram', 'Arjun', 'Karthik', 'Pradeep', 'Sanjay', 'Rohit', 'Manoj', 'Naveen', 'Harish', 'Gaurav', 'Siddharth', 'Abhishek', 'Venkatesh', 'Anil', 'Deepak', 'Imran', 'Joseph', 'Gurpreet', 'Nikhil', 'Prakash', 'Ramesh', 'Tushar', 'Yogesh', 'Zubin', 'Faisal', 'Arvind', 'Chetan'],
  female: ['Priya', 'Anjali', 'Sneha', 'Kavita', 'Lakshmi', 'Meera', 'Pooja', 'Divya', 'Neha', 'Swati', 'Ritu', 'Aishwarya', 'Farah', 'Deepa', 'Shalini', 'Bhavna', 'Nandini', 'Tanvi', 'Harpreet', 'Jyoti', 'Sunita', 'Rekha', 'Mary', 'Geetha', 'Pallavi'],
};
const LAST_NAMES = ['Sharma', 'Verma', 'Patil', 'Kulkarni', 'Iyer', 'Nair', 'Reddy', 'Rao', 'Gupta', 'Agarwal', 'Mehta', 'Shah', 'Desai', 'Joshi', 'Singh', 'Chauhan', 'Yadav', 'Mishra', 'Pandey', 'Banerjee', 'Chatterjee', 'Das', 'Menon', 'Pillai', 'Khan', 'Qureshi', 'Fernandes', "D'Souza", 'Gill', 'Sandhu', 'Bhatt', 'Trivedi', 'Naidu', 'Hegde', 'Kamath', 'Saxena', 'Srivastava', 'Bose', 'Mukherjee', 'Jain'];

export interface Person {
  first: string;
  last: string;
  title: 'Mr.' | 'Ms.' | 'Mrs.' | 'Dr.';
  /** Sometimes a middle initial, as "Rahul K. Sharma". */
  middle?: string;
}

export function drawPerson(rng: Random): Person {
  const female = rng.chance(0.4);
  const first = rng.pick(female ? FIRST_NAMES.female : FIRST_NAMES.male);
  const title = rng.chance(0.05) ? 'Dr.' : female ? rng.pick(['Ms.', 'Mrs.'] as const) : 'Mr.';
  return { first, last: rng.pick(LAST_NAMES), title, middle: rng.chance(0.15) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : undefined };
}

export const fullName = (person: Person) => [person.first, person.middle, person.last].filter(Boolean).join(' ');

export function drawEmail(rng: Random, person: Person): string {
  const first = person.first.toLowerCase();
  const last = person.last.toLowerCase().replace(/[^a-z]/g, '');
  const local = rng.pick([`${first}.${last}`, `${first}${last}${rng.int(1, 99)}`, `${first[0]}${last}`, `${first}_${last}${rng.int(70, 99)}`, `${last}.${first}${rng.int(1, 9)}`]);
  return `${local}@${rng.pick(['gmail.com', 'gmail.com', 'yahoo.co.in', 'rediffmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com'])}`;
}

export function drawMobile(rng: Random): string {
  return `${rng.pick(['9', '8', '7', '6'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
}

export interface Place {
  city: string;
  state: string;
  pinPrefix: string;
  /** Registration state code and the RTO numbers of the city ("DL" with "3C"). */
  regState: string;
  rtos: readonly string[];
}

export const PLACES: readonly Place[] = [
  { city: 'Pune', state: 'Maharashtra', pinPrefix: '411', regState: 'MH', rtos: ['12', '14'] },
  { city: 'Mumbai', state: 'Maharashtra', pinPrefix: '400', regState: 'MH', rtos: ['01', '02', '03', '04', '47'] },
  { city: 'Nagpur', state: 'Maharashtra', pinPrefix: '440', regState: 'MH', rtos: ['31', '49'] },
  { city: 'Nashik', state: 'Maharashtra', pinPrefix: '422', regState: 'MH', rtos: ['15'] },
  { city: 'Bengaluru', state: 'Karnataka', pinPrefix: '560', regState: 'KA', rtos: ['01', '03', '04', '05', '51', '53'] },
  { city: 'Mysuru', state: 'Karnataka', pinPrefix: '570', regState: 'KA', rtos: ['09'] },
  { city: 'Chennai', state: 'Tamil Nadu', pinPrefix: '600', regState: 'TN', rtos: ['01', '02', '07', '09', '22'] },
  { city: 'Coimbatore', state: 'Tamil Nadu', pinPrefix: '641', regState: 'TN', rtos: ['37', '38'] },
  { city: 'Hyderabad', state: 'Telangana', pinPrefix: '500', regState: 'TS', rtos: ['07', '08', '09', '10', '13'] },
  { city: 'New Delhi', state: 'Delhi', pinPrefix: '110', regState: 'DL', rtos: ['1C', '3C', '4C', '7C', '8C', '9C', '10C', '12C'] },
  { city: 'Gurugram', state: 'Haryana', pinPrefix: '122', regState: 'HR', rtos: ['26', '55', '72'] },
  { city: 'Faridabad', state: 'Haryana', pinPrefix: '121', regState: 'HR', rtos: ['29', '51'] },
  { city: 'Noida', state: 'Uttar Pradesh', pinPrefix: '201', regState: 'UP', rtos: ['16'] },
  { city: 'Lucknow', state: 'Uttar Pradesh', pinPrefix: '226', regState: 'UP', rtos: ['32'] },
  { city: 'Kanpur', state: 'Uttar Pradesh', pinPrefix: '208', regState: 'UP', rtos: ['78'] },
  { city: 'Jaipur', state: 'Rajasthan', pinPrefix: '302', regState: 'RJ', rtos: ['14', '45'] },
  { city: 'Ahmedabad', state: 'Gujarat', pinPrefix: '380', regState: 'GJ', rtos: ['01', '27'] },
  { city: 'Surat', state: 'Gujarat', pinPrefix: '395', regState: 'GJ', rtos: ['05'] },
  { city: 'Vadodara', state: 'Gujarat', pinPrefix: '390', regState: 'GJ', rtos: ['06'] },
  { city: 'Kolkata', state: 'West Bengal', pinPrefix: '700', regState: 'WB', rtos: ['02', '06', '26'] },
  { city: 'Kochi', state: 'Kerala', pinPrefix: '682', regState: 'KL', rtos: ['07', '39'] },
  { city: 'Thiruvananthapuram', state: 'Kerala', pinPrefix: '695', regState: 'KL', rtos: ['01'] },
  { city: 'Bhopal', state: 'Madhya Pradesh', pinPrefix: '462', regState: 'MP', rtos: ['04'] },
  { city: 'Indore', state: 'Madhya Pradesh', pinPrefix: '452', regState: 'MP', rtos: ['09'] },
  { city: 'Chandigarh', state: 'Chandigarh', pinPrefix: '160', regState: 'CH', rtos: ['01'] },
  { city: 'Ludhiana', state: 'Punjab', pinPrefix: '141', regState: 'PB', rtos: ['10'] },
  { city: 'Patna', state: 'Bihar', pinPrefix: '800', regState: 'BR', rtos: ['01'] },
  { city: 'Bhubaneswar', state: 'Odisha', pinPrefix: '751', regState: 'OD', rtos: ['02'] },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', pinPrefix: '530', regState: 'AP', rtos: ['39'] },
  { city: 'Guwahati', state: 'Assam', pinPrefix: '781', regState: 'AS', rtos: ['01'] },
  { city: 'Dehradun', state: 'Uttarakhand', pinPrefix: '248', regState: 'UK', rtos: ['07'] },
  { city: 'Raipur', state: 'Chhattisgarh', pinPrefix: '492', regState: 'CG', rtos: ['04'] },
  { city: 'Ranchi', state: 'Jharkhand', pinPrefix: '834', regState: 'JH', rtos: ['01'] },
  { city: 'Panaji', state: 'Goa', pinPrefix: '403', regState: 'GA', rtos: ['07'] },
];

const BUILDINGS = ['Sai Kripa Apartments', 'Shanti Niketan Society', 'Green Valley Residency', 'Lakshmi Nivas', 'Sunrise Heights', 'Gokul Dham', 'Ashirwad Complex', 'Prestige Park', 'Silver Oak Enclave', 'Krishna Kunj', 'Royal Palms', 'Vrindavan Towers'];
const STREETS = ['MG Road', 'Station Road', 'Nehru Nagar', 'Gandhi Chowk', 'Sector 21', 'Civil Lines', 'Model Town', 'Anna Nagar 2nd Street', 'Baner Road', 'Indiranagar 100 Feet Road', 'Salt Lake Sector V', 'Jubilee Hills Road No. 36', 'Ashok Vihar Phase 2', 'Kothrud', 'Vaishali Nagar', 'Law Garden', 'Rajaji Nagar', 'Malviya Nagar'];
const LANDMARKS = ['Near Hanuman Mandir', 'Opp. Bus Depot', 'Behind Municipal School', 'Near Railway Crossing', 'Opp. City Hospital', 'Near Water Tank'];

export interface Address {
  /** The parts before the city, each printed as it is ("Flat No. 402, Sai Kripa Apartments"). */
  lines: string[];
  city: string;
  state: string;
  pin: string;
}

export function drawAddress(rng: Random, place: Place): Address {
  const house = rng.pick([
    `Flat No. ${rng.int(1, 14)}0${rng.int(1, 8)}, ${rng.pick(BUILDINGS)}`,
    `${rng.int(1, 999)}, ${rng.pick(BUILDINGS)}`,
    `H.No. ${rng.int(1, 12)}-${rng.int(1, 9)}-${rng.int(10, 480)}`,
    `Plot ${rng.int(1, 240)}`,
    `${rng.int(1, 60)}/${rng.int(1, 30)}`,
  ]);
  const lines = [house, rng.pick(STREETS)];
  if (rng.chance(0.25)) lines.push(rng.pick(LANDMARKS));
  return { lines, city: place.city, state: place.state, pin: `${place.pinPrefix}${String(rng.int(1, 99)).padStart(3, '0')}` };
}

/** The address as `expected` holds it: parts joined with ", " and " - " before the PIN. */
export const addressText = (address: Address) => `${[...address.lines, address.city, address.state].join(', ')} - ${address.pin}`;

/** Fictional insurers; none is a real company. */
export const INSURERS = [
  'Narmada General Insurance Co. Ltd.',
  'Vindhya Assurance General Insurance Limited',
  'Kaveri Mutual General Insurance Company Ltd.',
  'Aravali General Insurance Ltd.',
  'Konark Suraksha General Insurance Co. Ltd.',
  'Nilgiri General Insurance Company Limited',
  'Saptagiri General Insurance Ltd.',
  'Trikuta General Assurance Co. Ltd.',
  'Mahanadi Insurance Company Limited',
  'Prayag General Insurance Ltd.',
  'Dhruv General Insurance Co. Ltd.',
  'Garuda Motor & General Insurance Ltd.',
  'Ashoka Raksha General Insurance Co. Ltd.',
  'Chambal General Insurance Limited',
  'Godavari Surety General Insurance Ltd.',
  'Shivalik General Insurance Co. Ltd.',
  'Tapti General Insurance Company Ltd.',
  'Sindhu Kavach General Insurance Ltd.',
  'Lohit General Insurance Co. Ltd.',
  'Kanchan General Insurance Limited',
  'Brahmaputra Mutual General Insurance Co. Ltd.',
  'Satpura General Insurance Ltd.',
  'Hampi General Insurance Company Limited',
  'Malabar Coast General Insurance Ltd.',
] as const;

export const BROKERS = [
  { name: 'Suvidha Insurance Brokers Pvt. Ltd.', domain: 'suvidhabrokers.in' },
  { name: 'Parivar Risk Solutions Pvt Ltd', domain: 'parivarrisk.com' },
  { name: 'Anchor Insurance Broking Services Pvt. Ltd.', domain: 'anchorbroking.co.in' },
  { name: 'Dhan Raksha Insurance Brokers Pvt. Ltd.', domain: 'dhanraksha.in' },
  { name: 'Prabal Insurance Brokers Private Limited', domain: 'prabalinsure.com' },
  { name: 'Unnati Risk Advisory & Insurance Brokers Pvt. Ltd.', domain: 'unnatirisk.in' },
  { name: 'Sahaj Policy Brokers Pvt Ltd', domain: 'sahajpolicy.com' },
  { name: 'Vishwas Insurance Broking Pvt. Ltd.', domain: 'vishwasbroking.in' },
  { name: 'Sanchay Insurance Web Brokers Pvt. Ltd.', domain: 'sanchayinsure.in' },
  { name: 'Dhwaja Insurance Brokers LLP', domain: 'dhwaja.co.in' },
] as const;

export const FINANCIERS = ['Sahyog Urban Co-operative Bank Ltd.', 'Pragati Auto Finance Ltd.', 'Janhit Mercantile Bank', 'Udaya Small Finance Bank Ltd.', 'Vardhan Motor Credit Pvt. Ltd.'];
/** Nominee relations with the ages they may have. */
export const RELATIONS: readonly { relation: string; ages: [number, number] }[] = [
  { relation: 'Spouse', ages: [24, 70] },
  { relation: 'Son', ages: [2, 40] },
  { relation: 'Daughter', ages: [2, 40] },
  { relation: 'Father', ages: [48, 85] },
  { relation: 'Mother', ages: [45, 82] },
  { relation: 'Brother', ages: [18, 60] },
];
