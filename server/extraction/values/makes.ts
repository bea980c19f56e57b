/**
 * Car makers sold in India, longest names first, for schedules that print make and model in one
 * value ("Maruti Suzuki Baleno Zeta"): the make is the maker's name, the model the rest. A value
 * starting with an unlisted maker is split after its first word.
 */
import { distance } from 'fastest-levenshtein';

const MAKES = [
  'Maruti Suzuki', 'Mahindra & Mahindra', 'Mahindra and Mahindra', 'Mercedes-Benz', 'Mercedes Benz', 'Land Rover', 'Rolls Royce', 'Aston Martin',
  'Maruti', 'Tata', 'Mahindra', 'Hyundai', 'Honda', 'Toyota', 'Kia', 'MG', 'Skoda', 'Volkswagen', 'Renault', 'Nissan', 'Ford', 'Jeep',
  'BMW', 'Audi', 'Volvo', 'Citroen', 'Fiat', 'Datsun', 'Isuzu', 'Force', 'Lexus', 'Jaguar', 'Mini', 'Porsche', 'BYD', 'Chevrolet',
  'Mitsubishi', 'Suzuki', 'Lamborghini', 'Ferrari', 'Bentley', 'Maserati', 'Hindustan', 'Premier', 'Opel', 'Daewoo', 'Tesla', 'VinFast',
];
/** A maker's name, as a pattern's alternatives (longest first). */
export const MAKE_NAME = `(?:${[...MAKES].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
/** The words of the makers' names, for telling one misread by a letter. */
const MAKE_WORDS = [...new Set(MAKES.flatMap((name) => name.split(/[\s-]+/)).filter((word) => /^\p{L}{5,}$/u.test(word)))];

/**
 * A maker's name OCR misread by a letter ("Mahjndra"): the name, in the case it was printed in. Names under five letters
 * are left alone (too little to tell a misreading from another word).
 */
export function makeNameFromOcr(text: string): string | undefined {
  const mended = text.replace(/\p{L}{5,}/gu, (word) => {
    const name = MAKE_WORDS.find((known) => known.length === word.length && distance(known.toLowerCase(), word.toLowerCase()) === 1);
    if (!name) return word;
    return word === word.toUpperCase() ? name.toUpperCase() : name;
  });
  return mended === text ? undefined : mended;
}

/** Whether a text starts with a maker's name and goes on past it ("Kia Seltos HTX 1.5"). */
export const startsWithMake = (text: string) => {
  const lower = text.replace(/\s+/g, ' ').trim().toLowerCase();
  const make = makeAtStart(lower);
  return make !== undefined && lower.length > make.length + 1;
};

const makeAtStart = (lower: string) => MAKES.find((name) => lower === name.toLowerCase() || lower.startsWith(`${name.toLowerCase()} `) || lower.startsWith(`${name.toLowerCase()}/`));

/** Whether a text opens with a maker's name ("Hyundai", "MARUTI SUZUKI INDIA LTD"). */
export const namesMaker = (text: string) => makeAtStart(text.replace(/\s+/g, ' ').trim().toLowerCase()) !== undefined;

/** A mark printed between make and model: "TATA - NEXON", "Honda / City", "Kia, Seltos". */
const MAKE_MODEL_SEPARATOR = /^(.+?)\s*(?:\s\/\s|\s-\s|,\s|\s\|\s)\s*(.+)$/;

/** Whether a value prints a maker's name and a model apart ("TOYOTA KIRLOSKAR MOTOR - Glanza V"); "MINI COOPER S" is a model. */
export const printsMakeAndModel = (value: string) => {
  const text = value.replace(/\s+/g, ' ').trim();
  return MAKE_MODEL_SEPARATOR.test(text) && makeAtStart(text.toLowerCase()) !== undefined;
};

/** Make and model of a value printing both: at the separator printed between them, else after the maker's name. */
export function splitMakeModel(value: string): { make: string; model?: string } {
  const text = value.replace(/\s+/g, ' ').trim();
  const separated = MAKE_MODEL_SEPARATOR.exec(text);
  if (separated) return { make: separated[1], model: separated[2] };
  const make = makeAtStart(text.toLowerCase());
  const cut = make ? make.length : text.indexOf(' ') < 0 ? text.length : text.indexOf(' ');
  const model = text.slice(cut).replace(/^[\s/,-]+/, '').trim();
  return { make: text.slice(0, cut), model: model || undefined };
}
