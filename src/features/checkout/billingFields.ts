import type { HTMLInputAutoCompleteAttribute } from 'react';

export interface BillingField {
  name: string;
  label: string;
  /** Marked with an asterisk; nothing is enforced (spec section 5). */
  required: boolean;
  kind: 'text' | 'tel' | 'email' | 'country' | 'notes';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Fields that sit two to a row on wider screens. */
  half?: boolean;
  placeholder?: string;
}

/** The Billing details fields of spec section 2, in order. */
export const BILLING_FIELDS: BillingField[] = [
  { name: 'firstName', label: 'First name', required: true, kind: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', required: true, kind: 'text', autoComplete: 'family-name', half: true },
  { name: 'country', label: 'Country', required: true, kind: 'country', autoComplete: 'country-name' },
  { name: 'street', label: 'Building / House No / Floor / Street', required: true, kind: 'text', autoComplete: 'address-line1' },
  { name: 'locality', label: 'Colony / Suburb / Locality / Landmark', required: true, kind: 'text', autoComplete: 'address-line2' },
  { name: 'region', label: 'Region', required: true, kind: 'text', autoComplete: 'address-level1', half: true },
  { name: 'city', label: 'City', required: true, kind: 'text', autoComplete: 'address-level2', half: true },
  { name: 'area', label: 'Area', required: true, kind: 'text', autoComplete: 'address-level3', half: true },
  { name: 'address', label: 'Address', required: true, kind: 'text', autoComplete: 'street-address', half: true },
  { name: 'phone', label: 'Phone', required: true, kind: 'tel', autoComplete: 'tel', half: true },
  { name: 'email', label: 'Email address', required: true, kind: 'email', autoComplete: 'email', half: true },
  {
    name: 'orderNotes',
    label: 'Order notes (optional)',
    required: false,
    kind: 'notes',
    placeholder: 'Notes about your order, e.g. special notes for delivery.',
  },
];

export const COUNTRIES = ['Bangladesh', 'India', 'Nepal', 'Bhutan', 'Sri Lanka', 'Pakistan', 'Maldives'];
