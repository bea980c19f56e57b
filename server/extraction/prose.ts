/**
 * Values that covering letters print in sentences rather than beside labels: "has been issued on
 * 17-10-2024", "Previous policy 1944/89 issued by … expired on 21-10-2024 with NCB of 45%",
 * "serviced by … (Code: BRK-1, care@…)". These are wordings of the trade, not of one insurer;
 * they rank below anything read beside a label.
 */
import type { Candidate } from './locate';
import type { Slot } from './labels';

const DATE = String.raw`(\d{1,2}(?:st|nd|rd|th)?[\s./-]*(?:\d{1,2}|[A-Za-z]{3,9})[\s.,/-]*\d{2,4})`;
const ID = String.raw`([A-Z0-9][A-Z0-9/-]{4,})`;
const EMAIL = String.raw`([\w.+-]+@[\w-]+(?:\.[\w-]+)+)`;

interface Pattern {
  regex: RegExp;
  slots: (Slot | undefined)[];
}

const PATTERNS: Pattern[] = [
  { regex: new RegExp(String.raw`\b(?:has been|was|is|policy)\s+issued\s+on\s+${DATE}`, 'i'), slots: ['issue_date'] },
  {
    regex: new RegExp(String.raw`\b(?:previous|expiring|prior|earlier)\s+policy\s*(?:no\.?|number)?\s*:?\s*${ID}\s*,?\s+(?:was\s+)?issued\s+by\s+(.+?)\s*,?\s+(?:which\s+)?(?:expired|expires|expiring|ended|ends|valid\s+till|valid\s+upto)\s+(?:on\s+)?${DATE}`, 'i'),
    slots: ['previous_policy_number', 'previous_insurer_name', 'previous_policy_end_date'],
  },
  { regex: /\bprevious\s+policy\b[^%]{0,200}?\bNCB\s+(?:of\s+)?(\d{1,2}(?:\.\d+)?\s*%)/i, slots: ['previous_ncb'] },
  {
    regex: new RegExp(String.raw`\b(?:serviced|sold|arranged|placed)\s+(?:by|through)\s+(.+?)\s*\(\s*(?:broker\s+|licence\s+|license\s+)?code\s*[:-]?\s*([A-Z0-9/-]+)\s*(?:[,;]\s*${EMAIL})?\s*\)`, 'i'),
    slots: ['broker_name', 'broker_code', 'broker_email'],
  },
  { regex: /\bDear\s+(?:(?:Mr|Mrs|Ms|Dr|Shri|Smt)\.?\s+)?([A-Z][A-Za-z.' ]{1,60}?)\s*,/, slots: ['customer_name'] },
  { regex: new RegExp(String.raw`\b(?<!previous\s)policy\s+(?:no\.?|number)\s*(?:is\s*)?:?\s*${ID}`, 'i'), slots: ['policy_number'] },
  { regex: /\bfor\s+(?:your\s+)?vehicle\s+(?:no\.?\s*|number\s*)?([A-Z]{2}[\s-]*\d{1,2}[\s-]*(?:[A-Z][\s-]*){0,3}\d{1,4})\b/, slots: ['vehicle_number'] },
];

/** Candidates from the running text of each page (lines joined, so a sentence may wrap). */
export function proseCandidates(pages: readonly string[], firstOrder: number): Candidate[] {
  const candidates: Candidate[] = [];
  for (const text of pages) {
    for (const { regex, slots } of PATTERNS) {
      const match = regex.exec(text);
      if (!match) continue;
      slots.forEach((slot, index) => {
        const value = match[index + 1];
        if (slot && value) candidates.push({ slot, text: value.trim(), label: '', placement: 'prose', order: firstOrder + candidates.length });
      });
    }
  }
  return candidates;
}
