import { company } from './company';
import type { Bootcamp } from './types';

/** Copy for /bootcamp. Honest by design: placement support, never a placement guarantee. */
export const bootcamp = {
  meta: {
    title: `Job-Skills Bootcamp | ${company.name}`,
    description:
      'Mentor-led bootcamp in full-stack, data, DevOps, AI/ML, QA and more, with a real internship on client projects and placement support. No job guarantee.',
    keywords: [
      'job skills bootcamp',
      'full-stack developer course',
      'data science training',
      'DevOps course',
      'AI ML engineer training',
      'QA testing course',
      'IT internship',
      'placement support',
    ],
  },
  hero: {
    eyebrow: `${company.name} Bootcamp`,
    title: 'Learn the job by doing the job',
    subtitle: 'Mentor-led training, live projects and a real internship',
    lead: `Our bootcamp is taught by the engineers who deliver ${company.name}'s client work. You learn the tools we use every day, practise on real briefs and finish with a portfolio you can talk through in an interview.`,
  },
  scene: { name: 'bootcamp', alt: 'A learner’s laptop showing a course track and a code editor' },
  tracks: {
    heading: 'Choose your track',
    intro:
      'Each track runs for 12 to 16 weeks of guided learning followed by the internship. Tell us which one interests you and we will send the current syllabus, timetable and fees.',
    items: [
      {
        title: 'Full-Stack Developers',
        description:
          'Build and ship web applications end to end with HTML, CSS, JavaScript, TypeScript, React, Node.js, Express and PostgreSQL, using Git and GitHub for every piece of work.',
      },
      {
        title: 'Data Scientist',
        description:
          'Clean, explore and model data with Python, pandas, NumPy, scikit-learn and SQL, and present what you find in Jupyter notebooks and Power BI dashboards.',
      },
      {
        title: 'UI/UX Developer',
        description:
          'Research users, design in Figma and turn prototypes into accessible, responsive interfaces with HTML, CSS, Tailwind CSS and React.',
      },
      {
        title: 'Database Administrator',
        description:
          'Install, secure, tune and back up MySQL, PostgreSQL and Microsoft SQL Server, and practise recovery drills on cloud-hosted instances in AWS RDS.',
      },
      {
        title: 'Digital Marketing Specialist',
        description:
          'Plan and measure campaigns with Google Analytics 4, Google Ads, Meta Ads Manager, Search Console and Mailchimp, and learn on-page SEO on live client sites.',
      },
      {
        title: 'DevOps Engineer',
        description:
          'Automate build, test and release with Linux, Git, Docker, Kubernetes, Jenkins, GitHub Actions and Terraform, deploying to AWS and Azure.',
      },
      {
        title: 'AI/ML Engineer',
        description:
          'Train, evaluate and deploy models with Python, PyTorch, TensorFlow and Hugging Face Transformers, then serve them behind an API with FastAPI and Docker.',
      },
      {
        title: 'QA Engineer',
        description:
          'Write test plans and automate them with Selenium, Playwright, Postman and JMeter, tracking defects in Jira and running suites in a CI pipeline.',
      },
    ],
    more: 'We run further tracks when there is enough demand, including Java Developer and HR and Talent Acquisition; choose them on the form and we will tell you the next start date.',
  },
  about: {
    heading: 'About the bootcamp',
    paragraphs: [
      `${company.name} has delivered software, AI and IT services for ${company.yearsOfExperience} years. We started the bootcamp because we kept meeting capable people who had finished a course but had never worked on a real codebase, in a real team, to a real deadline.`,
      'The bootcamp closes that gap. Mentors are working engineers from our Manchester, Dallas, Bangalore and Hyderabad teams. Sessions are live, groups are small and every module ends with something you have built, reviewed and deployed.',
    ],
    points: [
      'Live online sessions with a working engineer, not pre-recorded videos alone',
      'Small groups of no more than 12 learners per mentor',
      'Weekly code or work reviews with written feedback',
      'Weekday evening and weekend timetables so you can keep your current job',
      'A portfolio of projects you can show and explain to an employer',
    ],
  },
  internship: {
    heading: 'A real internship, on real client work',
    paragraphs: [
      `After the guided learning, you join a ${company.name} delivery team as an intern for eight to twelve weeks. You work on live client projects under the supervision of a lead engineer, attend the team's stand-ups and reviews, and take on tickets sized to your experience.`,
      'Your work is reviewed like anyone else\'s on the team. At the end you receive an internship letter describing the projects you worked on and the skills you used, which you can share with future employers.',
    ],
    points: [
      'Placed in a delivery team working on live client projects',
      'Supervised by a named lead engineer',
      'Real tickets, code reviews and release processes',
      'An internship letter describing your work and responsibilities',
      'Client confidentiality rules apply, so we will agree with you what you may show in your portfolio',
    ],
  },
  pathway: {
    heading: 'Your path from enrolment to job offer',
    intro:
      'Every learner follows the same five stages. We cannot promise anyone a job, but we can make sure you are ready for one and put you in front of employers who are hiring.',
    steps: [
      {
        title: 'Enrol and plan',
        description:
          'A short call with a counsellor to check the track suits your background and goals, followed by a skills check and a personal learning plan.',
      },
      {
        title: 'Learn with a mentor',
        description:
          'Live sessions, weekly assignments and reviews with your mentor until you can complete the track\'s projects on your own.',
      },
      {
        title: 'Intern on client projects',
        description: `Eight to twelve weeks in a ${company.name} delivery team, working on live client work under supervision.`,
      },
      {
        title: 'Prepare for interviews',
        description:
          'CV and LinkedIn reviews, mock technical and behavioural interviews with our hiring managers, and practice explaining your portfolio.',
      },
      {
        title: 'Apply and receive offers',
        description:
          'We share openings from our hiring partners and our own teams, introduce you where your profile fits and help you weigh up any offer you receive.',
      },
    ],
  },
  comparison: {
    heading: 'How we compare',
    intro:
      'Many good courses exist. This is where ours is different, and where it asks more of you.',
    columns: ['Quillmark Bootcamp', 'Typical providers'],
    rows: [
      {
        feature: 'Mentor ratio',
        us: 'No more than 12 learners per mentor',
        others: 'Often 30 or more learners per instructor, or self-paced with forum support',
      },
      {
        feature: 'Who teaches',
        us: 'Engineers currently working on client projects',
        others: 'Full-time trainers, sometimes without recent industry work',
      },
      {
        feature: 'Projects',
        us: 'Live client briefs alongside guided practice projects',
        others: 'Sample projects that many learners build in the same way',
      },
      {
        feature: 'Internship',
        us: 'Eight to twelve weeks in a delivery team, with a letter describing your work',
        others: 'Rarely included, or offered only as a separate paid extra',
      },
      {
        feature: 'Interview preparation',
        us: 'Mock interviews with our own hiring managers, plus CV and portfolio reviews',
        others: 'CV templates and general interview tips',
      },
      {
        feature: 'Schedule',
        us: 'Weekday evenings or weekends, with recordings if you miss a session',
        others: 'Fixed daytime cohorts or fully self-paced',
      },
      {
        feature: 'After-course support',
        us: 'Placement support for six months after you finish: job leads, introductions and offer advice',
        others: 'Access to a jobs board, often ending when the course ends',
      },
      {
        feature: 'Job outcome',
        us: 'Placement support, not a placement guarantee; your effort and the market decide the result',
        others: 'Some advertise guaranteed jobs with conditions in the small print',
      },
    ],
  },
  testimonials: {
    heading: 'What our learners say',
    items: [
      {
        quote:
          'I had done two online courses and still froze in technical interviews. Working on a real client project during the internship gave me something concrete to talk about, and I started my first developer role four months after finishing.',
        name: 'Priya Raghavan',
        role: 'Junior Full-Stack Developer, Full-Stack Developers track',
      },
      {
        quote:
          'The weekend timetable meant I could keep my warehouse job while I learned. My mentor reviewed every pipeline I wrote and was honest when it was not good enough yet.',
        name: 'Samuel Adeyemi',
        role: 'Associate DevOps Engineer, DevOps Engineer track',
      },
      {
        quote:
          'The mock interviews were tougher than the real ones. Nobody promised me a job, but by the end I knew exactly what I could do and how to explain it.',
        name: 'Sneha Kulkarni',
        role: 'QA Analyst, QA Engineer track',
      },
    ],
  },
  form: {
    heading: 'Register your interest',
    intro:
      'Tell us which track interests you and how to reach you. A counsellor will call to talk through the syllabus, timetable and fees. Registering does not commit you to anything.',
  },
} satisfies Bootcamp;
