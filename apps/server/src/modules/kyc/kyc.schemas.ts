import { kycImageSides } from '@tandem/contracts';
import { z } from 'zod';
import { idParam } from '../../lib/route-params';

/** The `:id/:side` path parameters of a document image (the answers' shapes are in @tandem/contracts). */
export const imageParams = idParam.extend({ side: z.enum(kycImageSides) });
