import type { ServiceContent } from '../types';

export const content: ServiceContent = {
  label: 'Coaching',
  headline: 'Coaching for managers and teams in pool operations',
  intro:
    'Shift work, seasonal peaks, staff shortages and great responsibility: everyday life at a pool challenges managers and teams. We coach you on leadership, cooperation and organisation, with knowledge of the trade.',
  benefitsTitle: 'Your benefits',
  benefits: [
    { title: 'Knowledge of the trade', text: 'Your coach knows pool operation from experience and speaks your language.' },
    { title: 'Concrete solutions', text: 'We work on your real questions, from the duty roster to a conflict in the team.' },
    { title: 'One-to-one or as a team', text: 'Individual coaching for managers or team coaching for whole shifts.' },
    { title: 'Confidential', text: 'What is discussed in coaching stays in coaching.' },
  ],
  sections: [
    {
      kind: 'cards',
      title: 'Typical topics',
      items: [
        { title: 'Leadership', text: 'Finding your role as pool or shift manager, delegating tasks, standing by decisions.' },
        { title: 'Cooperation', text: 'Improving communication between supervision, plant, till and cleaning, and resolving conflicts.' },
        { title: 'Organisation', text: 'Designing rosters, handovers and routines that hold up in the high season too.' },
      ],
    },
  ],
  closingTitle: 'Arrange coaching',
  closingText: 'A first conversation is without obligation. Tell us what it is about and we will find a date.',
};
