import type { CustomerServiceTexts } from './customer-service-texts.ts';

/** English words of customer service (the acknowledgement of a case). */
export const CUSTOMER_SERVICE_EN_US: CustomerServiceTexts = {
  caseReceivedMail: {
    subject: (n) => `We have received your enquiry (${n})`,
    received: (n) => `We have received your enquiry. Its case number is ${n}; please quote it if you write to us again.`,
    subjectLine: 'Subject:',
    answer: 'Our customer service team will review it and answer you as soon as possible.',
    notYou: 'If you did not write to us, you can ignore this message: someone gave your address in our contact form.',
    claim: {
      subject: (n) => `We have received your claim (${n})`,
      received: (n) => `We have received your claim. Its case number is ${n}; please quote it if you write to us again.`,
      reasonLine: 'Reason:',
      answer: 'Our customer service team will look into it and answer you as soon as possible.',
    },
  },
};
