/**
 * The help page's questions and answers in English. The page's loader reads them at build (prerender), so they are
 * in its HTML and `.data` file, not in its script; their Spanish twins are es/help-faqs.ts (issue 49).
 */
export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: readonly Faq[] = [
  {
    question: 'How does UpKeep work?',
    answer:
      'Choose a service and enter your zip code, answer a few questions about the job, and compare the local companies that serve your area by total price and rating. Pick a date and time, pay securely online, and you will get a confirmation by e-mail and text.',
  },
  {
    question: 'Which areas do you serve?',
    answer:
      'The whole Las Vegas valley: Las Vegas, Henderson, North Las Vegas, Boulder City, Summerlin, Paradise, Spring Valley, Enterprise and the neighborhoods around them. If a zip code is not served yet, the search tells you right away.',
  },
  {
    question: 'How are prices calculated?',
    answer:
      'Each company prices your job from its own price list, using the answers you give in the questionnaire. The total you see before booking, including any booking fee, is what you pay. If the company finds extra work on site, it must send you an open charge that you can accept or decline.',
  },
  {
    question: 'Do I need an account to book?',
    answer:
      'No. You can continue as a guest and enter your name, e-mail and phone at checkout. With a free account your details are saved, you can follow every visit in My tickets, use discount codes and leave reviews.',
  },
  {
    question: 'How do I reschedule or cancel a visit?',
    answer:
      'Open the visit in My tickets. Rescheduling or canceling is free up to 48 hours before the visit; within 48 hours a $25 fee applies. The full rules are in our cancelation policy below.',
  },
  {
    question: 'When is my card charged?',
    answer:
      'When you confirm your booking. Card details go straight to our payment provider and never touch our servers. Free in-person estimates need no card at all.',
  },
  {
    question: 'What if I am not happy with the work?',
    answer:
      'Tell us within 7 days through the contact form. We will work with the company to put it right, and you can leave an honest review for other homeowners.',
  },
  {
    question: 'I run a home-services company. How do I join?',
    answer:
      'Send us a request from the Partner Up page. We check licenses and insurance where required, then help you set up your services, prices and calendar.',
  },
];
