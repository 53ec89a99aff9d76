import type { HTMLInputAutoCompleteAttribute } from 'react';

export interface BillingField {
  name: string;
  /** Message keys (src/i18n/locales). */
  labelKey: string;
  /** Marked with an asterisk; nothing is enforced (docs/product.md §5). */
  required: boolean;
  kind: 'text' | 'tel' | 'email' | 'country' | 'notes';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Fields that sit two to a row on wider screens. */
  half?: boolean;
  placeholderKey?: string;
}

/** The Billing details fields of docs/product.md §2, in order. */
export const BILLING_FIELDS: BillingField[] = [
  {
    name: 'firstName',
    labelKey: 'billing.firstName',
    required: true,
    kind: 'text',
    autoComplete: 'given-name',
    half: true,
  },
  {
    name: 'lastName',
    labelKey: 'billing.lastName',
    required: true,
    kind: 'text',
    autoComplete: 'family-name',
    half: true,
  },
  {
    name: 'country',
    labelKey: 'billing.country',
    required: true,
    kind: 'country',
    autoComplete: 'country-name',
  },
  { name: 'street', labelKey: 'billing.street', required: true, kind: 'text', autoComplete: 'address-line1' },
  {
    name: 'locality',
    labelKey: 'billing.locality',
    required: true,
    kind: 'text',
    autoComplete: 'address-line2',
  },
  {
    name: 'region',
    labelKey: 'billing.region',
    required: true,
    kind: 'text',
    autoComplete: 'address-level1',
    half: true,
  },
  {
    name: 'city',
    labelKey: 'billing.city',
    required: true,
    kind: 'text',
    autoComplete: 'address-level2',
    half: true,
  },
  {
    name: 'area',
    labelKey: 'billing.area',
    required: true,
    kind: 'text',
    autoComplete: 'address-level3',
    half: true,
  },
  {
    name: 'address',
    labelKey: 'billing.address',
    required: true,
    kind: 'text',
    autoComplete: 'street-address',
    half: true,
  },
  { name: 'phone', labelKey: 'billing.phone', required: true, kind: 'tel', autoComplete: 'tel', half: true },
  {
    name: 'email',
    labelKey: 'newsletter.emailLabel',
    required: true,
    kind: 'email',
    autoComplete: 'email',
    half: true,
  },
  {
    name: 'orderNotes',
    labelKey: 'billing.notes',
    required: false,
    kind: 'notes',
    placeholderKey: 'billing.notesPlaceholder',
  },
];

/** Country names are shown through `country.<name>` message keys. */
export const COUNTRIES = ['Bangladesh', 'India', 'Nepal', 'Bhutan', 'Sri Lanka', 'Pakistan', 'Maldives'];
