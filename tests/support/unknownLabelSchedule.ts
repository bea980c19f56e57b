/**
 * A motor schedule layout that prints the engine number as "Prime Mover Serial", a wording no
 * reader knows, beside labels every reader does: the first document of the layout reads the
 * engine number not at all (nor does its shape tell it, as a registration's or a VIN's would),
 * and one reviewer's correction teaches it for the next. Names and numbers are fictional.
 */
import { rows, schedulePdf } from './schedulePdf';

interface Insured {
  policyNumber: string;
  name: string;
  phone: string;
  address: string;
  vehicleNumber: string;
  make: string;
  model: string;
  year: string;
  engine: string;
  chassis: string;
}

const DOCUMENTS: Insured[] = [
  { policyNumber: 'KGI/MC/2025/118204', name: 'Anjali Kulkarni', phone: '9823011820', address: '12 Shivaji Nagar, Pune - 411005', vehicleNumber: 'MH 12 KT 4471', make: 'Maruti', model: 'Baleno Zeta', year: '2022', engine: 'K12NP118204', chassis: 'MA3EWDE1S00118204' },
  { policyNumber: 'KGI/MC/2025/120377', name: 'Rohit Menon', phone: '9847120377', address: '7 Marine Drive, Kochi - 682031', vehicleNumber: 'KL 07 CD 2093', make: 'Hyundai', model: 'i20 Asta', year: '2023', engine: 'G4LA120377', chassis: 'MALBM51RLPM120377' },
];

/** The engine number of the `index`-th document, as printed and stored. */
export const engineNumber = (index: number) => DOCUMENTS[index].engine;

/** The `index`-th document of the layout (0 or 1) as PDF bytes. */
export function unknownLabelSchedule(index: number): Promise<Uint8Array> {
  const d = DOCUMENTS[index];
  return schedulePdf([
    [
      { text: 'Kaveri General Insurance Co. Ltd.', x: 40, y: 30, size: 14, bold: true },
      { text: 'Private Car Package Policy - Certificate of Insurance and Schedule', x: 40, y: 52, size: 10 },
      ...rows(
        [
          ['Policy Number', d.policyNumber],
          ['Business Type', 'New'],
          ['Policy Type', 'Comprehensive'],
          ['Insured Name', d.name],
          ['Mobile No', d.phone],
          ['Address', d.address],
        ],
        { x: 40, valueX: 180, y: 84 },
      ),
      { text: 'Vehicle Particulars', x: 40, y: 190, bold: true },
      ...rows(
        [
          ['Registration Number', d.vehicleNumber],
          ['Make', d.make],
          ['Model', d.model],
          ['Year of Manufacture', d.year],
          ['Prime Mover Serial', d.engine],
          ['Chassis Number', d.chassis],
        ],
        { x: 40, valueX: 180, y: 208 },
      ),
      { text: 'Period of Insurance', x: 40, y: 320, bold: true },
      ...rows(
        [
          ['Policy Start Date', '01/04/2025'],
          ['Policy End Date', '31/03/2026'],
          ['Date of Issue', '28/03/2025'],
          ['OD Start Date', '01/04/2025'],
          ['OD End Date', '31/03/2026'],
          ['TP Start Date', '01/04/2025'],
          ['TP End Date', '31/03/2026'],
        ],
        { x: 40, valueX: 180, y: 338 },
      ),
      { text: 'This schedule is issued subject to the terms of the Kaveri General motor tariff.', x: 40, y: 470, size: 7 },
    ],
  ]);
}
