/**
 * Why a read document needs review, as the review dialog lists it: the server's codes in the
 * user's language, field names as the forms label them, and a row stored before the codes as it was.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewReasonList } from '../../resources/extractionOutputs/ReviewReasonList';
import type { StoredReviewReason } from '../../resources/extractionOutputs/reviewReasons';
import { LanguageMenuButton } from '../../src/layout/LanguageMenuButton';
import { renderWithAdmin, signInAs } from '../support/renderWithAdmin';

const reasons: StoredReviewReason[] = [
  { code: 'ocr', message: 'Read by OCR from a scan: compare the values with the document before saving.' },
  { code: 'check', check: 'totalPremium', message: 'Net premium + taxes does not equal the total premium' },
  { code: 'doubtful', fields: ['customer_address', 'make'], message: 'Check these fields against the document: Address, Make.' },
  { code: 'missing', fields: ['policy_number'], message: 'Not found in the document: Policy Number.' },
  {
    code: 'refused',
    message: '"customer_phone" Phone Number is required',
    errors: { customer_phone: 'Phone Number is required' },
    codes: { customer_phone: { code: 'required', params: { field: 'Phone Number' } } },
  },
  { code: 'mended', field: 'total_premium', value: 11800, printed: 12800, check: 'totalPremium', message: 'Total Premium: 11800 from the other figures; the schedule prints 12800 (net premium + taxes does not equal the total premium).' },
  'Stored before the codes: shown as it was.',
  'The policy period is not a year or three long',
];

describe('the reasons a read document needs review', () => {
  afterEach(() => localStorage.clear());

  it('says each reason in the language chosen, naming fields as the forms do', async () => {
    signInAs('staff');
    renderWithAdmin(
      'extractionOutputs',
      <>
        <LanguageMenuButton />
        <ReviewReasonList reasons={reasons} />
      </>,
    );
    expect(await screen.findByText('Check these fields against the document: Address, Make.')).toBeInTheDocument();
    expect(screen.getByText('Net premium + taxes does not equal the total premium')).toBeInTheDocument();
    expect(screen.getByText('Policy not created: Phone Number is required')).toBeInTheDocument();
    // The screen names the field as the form does and shows the amounts as money, whatever the stored message says.
    expect(screen.getByText('Total Premium: ₹11,800.00 from the other figures; the schedule prints ₹12,800.00 (Net premium + taxes does not equal the total premium).')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));

    expect(await screen.findByText('इन फ़ील्ड को दस्तावेज़ से मिलाएँ: पता, निर्माता।')).toBeInTheDocument();
    expect(screen.getByText('शुद्ध प्रीमियम + कर कुल प्रीमियम के बराबर नहीं है')).toBeInTheDocument();
    expect(screen.getByText(/^स्कैन से OCR द्वारा पढ़ा गया/)).toBeInTheDocument();
    expect(screen.getByText('दस्तावेज़ में नहीं मिला: पॉलिसी नंबर।')).toBeInTheDocument();
    // The API's refusal, from its message's code, as the form would say it.
    expect(screen.getByText('पॉलिसी नहीं बनी: फ़ोन नंबर आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText('Stored before the codes: shown as it was.')).toBeInTheDocument();
    // A check's message stored before the codes is said from the check it names.
    expect(screen.getByText('पॉलिसी अवधि एक या तीन वर्ष की नहीं है')).toBeInTheDocument();
  });
});
