/**
 * Sentences that letter-style schedules print values in. `{field}` is a value, `[words]` are
 * printed as they are and are the label of the next value, `<...>` is left out when a value in it
 * is not printed. `{insurer}` and `{product}` are context, not fields.
 */
export interface SentenceWordings {
  shared: readonly string[];
  heldBack: readonly string[];
}

export const INTRO_SENTENCES: SentenceWordings = {
  shared: [
    'Thank you for choosing {insurer}. Your [policy no.] {policy_number} for [vehicle] {vehicle_number} has been [issued on] {issue_date}. Please find the details below.',
    'We are pleased to enclose the Policy Schedule for your [vehicle no.] {vehicle_number}. [Policy Number] {policy_number} was [issued on] {issue_date} and is valid [from] {start_date} [to] {end_date}.',
    'Your {product} [no.] {policy_number} covering [registration no.] {vehicle_number} is in force [from] {start_date} [to] {end_date}. Please check the particulars below and inform us of any discrepancy.',
    'This is to certify that [vehicle] {vehicle_number} is insured under [Policy No.] {policy_number}, [issued on] {issue_date}, for the period [from] {start_date} [to] {end_date}.',
  ],
  heldBack: [
    'Greetings from {insurer}! We have issued [policy] {policy_number} [on] {issue_date} for your car [bearing registration] {vehicle_number}.',
    'Please find enclosed the schedule of [policy number] {policy_number} [dated] {issue_date} in respect of [vehicle] {vehicle_number}, cover [commencing] {start_date} and [ending] {end_date}.',
  ],
};

export const BROKER_SENTENCES: SentenceWordings = {
  shared: [
    'This policy is serviced by [intermediary] {broker_name}< ([code] {broker_code})>.< For assistance [write to] {broker_email}.>',
    '[Intermediary:] {broker_name}< | [Code:] {broker_code}>< | [Email:] {broker_email}>',
    'Policy sourced through [broker] {broker_name}<, [licence code] {broker_code}><, [e-mail] {broker_email}>.',
  ],
  heldBack: ['Your [insurance advisor] {broker_name}< ([ID] {broker_code})> can be< [reached at] {broker_email}> contacted for any service request.'],
};

export const PREVIOUS_SENTENCES: SentenceWordings = {
  shared: [
    '[Previous policy] {previous_policy_number} [issued by] {previous_insurer_name} [expired on] {previous_policy_end_date}< with [NCB of] {previous_ncb}>.',
    'The vehicle was earlier insured with [previous insurer] {previous_insurer_name} under [policy no.] {previous_policy_number} [valid till] {previous_policy_end_date}.< [NCB earned]: {previous_ncb}.>',
  ],
  heldBack: ['[Expiring cover:] {previous_insurer_name}, [policy] {previous_policy_number}, [expiry] {previous_policy_end_date}<, [bonus] {previous_ncb}>.'],
};

export interface SentencePart {
  field: string;
  label: string;
}

/**
 * Fills a sentence with printed values; context values (insurer, product) are in `values` too.
 * Returns null when a value outside an optional group is missing.
 */
export function fillSentence(template: string, values: Record<string, string | undefined>): { text: string; parts: SentencePart[] } | null {
  const parts: SentencePart[] = [];
  const fill = (piece: string): string | null => {
    let text = '';
    let label = '';
    const tokens = piece.match(/\[[^\]]*\]|\{[a-z_]+\}|[^[{]+/g) ?? [];
    const found: SentencePart[] = [];
    for (const token of tokens) {
      if (token.startsWith('[')) {
        label = token.slice(1, -1);
        text += label;
      } else if (token.startsWith('{')) {
        const name = token.slice(1, -1);
        const value = values[name];
        if (value === undefined) return null;
        text += value;
        if (name !== 'insurer' && name !== 'product') found.push({ field: name, label: label.replace(/[:\s]+$/, '') });
        label = '';
      } else text += token;
    }
    parts.push(...found);
    return text;
  };
  let text = '';
  for (const piece of template.split(/(<[^>]*>)/)) {
    if (piece.startsWith('<')) text += fill(piece.slice(1, -1)) ?? '';
    else {
      const filled = fill(piece);
      if (filled === null) return null;
      text += filled;
    }
  }
  return { text, parts };
}
