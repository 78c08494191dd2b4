/** The eight services of docs/SPEC.md §1, in German and English. */
export const demoServices = [
  {
    slug: 'technische-baederbetreuung',
    title: 'Technische Bäderbetreuung',
    titleEn: 'Technical Pool Management',
    description:
      'Wartung, Wasseraufbereitung, Energiemanagement und Anlagenüberwachung aus einer Hand – für einen sicheren und wirtschaftlichen Badebetrieb.',
    descriptionEn:
      'Maintenance, water treatment, energy management and plant monitoring from a single source, for safe and economical pool operation.',
    icon: 'settings',
  },
  {
    slug: 'saisonale-einwinterung',
    title: 'Saisonale Ein- und Auswinterung',
    titleEn: 'Seasonal Opening and Closing',
    description: 'Anlagenprüfung, Wasserkonservierung und Frostschutz, damit Ihr Freibad sicher durch den Winter kommt.',
    descriptionEn: 'Plant inspection, water preservation and frost protection so your outdoor pool gets safely through the winter.',
    icon: 'snowflake',
  },
  {
    slug: 'aufsichtspersonal',
    title: 'Aufsichtspersonal',
    titleEn: 'Lifeguard Staff',
    description: 'Qualifizierte Rettungsschwimmer und Badeaufsicht für öffentliche und private Bäder.',
    descriptionEn: 'Qualified lifeguards and pool supervision for public and private pools.',
    icon: 'lifebuoy',
  },
  {
    slug: 'seminare',
    title: 'Vorträge, Workshops und Seminare',
    titleEn: 'Lectures, Workshops and Seminars',
    description: 'Praxisnahe Weiterbildung für Bäderpersonal – mit zertifiziertem Abschluss.',
    descriptionEn: 'Hands-on training for pool staff, with a certified completion.',
    icon: 'presentation',
  },
  {
    slug: 'betriebshandbuch',
    title: 'Betriebshandbuch',
    titleEn: 'Operating Manual',
    description: 'Wir erstellen und pflegen das Betriebshandbuch Ihres Bades nach den geltenden Regeln.',
    descriptionEn: "We write and maintain your pool's operating manual according to current regulations.",
    icon: 'book',
  },
  {
    slug: 'gefaehrdungsbeurteilungen',
    title: 'Gefährdungsbeurteilungen',
    titleEn: 'Hazard Assessments',
    description: 'Systematische Gefährdungsbeurteilungen für Bad, Technik und Personal.',
    descriptionEn: 'Systematic hazard assessments for the pool, its plant and its staff.',
    icon: 'shield',
  },
  {
    slug: 'mentoring',
    title: 'Mentoring',
    titleEn: 'Mentoring',
    description: 'Erfahrene Begleitung für neue Betriebsleiter und Fachangestellte für Bäderbetriebe.',
    descriptionEn: 'Experienced guidance for new pool managers and pool attendants.',
    icon: 'users',
  },
  {
    slug: 'coaching',
    title: 'Coaching',
    titleEn: 'Coaching',
    description: 'Individuelles Coaching für Führungskräfte und Teams im Bäderbetrieb.',
    descriptionEn: 'Individual coaching for managers and teams in pool operations.',
    icon: 'compass',
  },
].map((service, index) => ({ ...service, order: index + 1 }));
