import * as z from 'zod';

/*
 * What pet-care services need to know about a pet beyond the spec's type and age
 * (issue 14): its size and coat, which set a service's duration and price, and its
 * vaccinations, which a service may require.
 */

/** From weight or chosen; 'giant' is a Great Dane, 'small' a Chihuahua. */
export const petSizes = ['small', 'medium', 'large', 'giant'] as const;
export const petSizeSchema = z.enum(petSizes);
export type PetSize = z.infer<typeof petSizeSchema>;

export const petCoats = ['short', 'medium', 'long', 'double'] as const;
export const petCoatSchema = z.enum(petCoats);
export type PetCoat = z.infer<typeof petCoatSchema>;

/** The vaccines a service can require, by a stable code (names come from the catalogue). */
export const vaccines = ['rabies', 'dhpp', 'bordetella', 'leptospirosis', 'canine_influenza', 'fvrcp', 'felv'] as const;
export const vaccineSchema = z.enum(vaccines);
export type Vaccine = z.infer<typeof vaccineSchema>;

export const waitlistStatuses = ['waiting', 'booked', 'left', 'expired'] as const;
export const waitlistOfferStatuses = ['open', 'taken', 'gone'] as const;
