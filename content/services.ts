import type { Service } from './types';

/** Every service, in display order on /services. Each record also drives /services/{slug}. */
export const services = [
  {
    slug: 'ai-and-rpa-solutions',
    title: 'AI and RPA Solutions',
    summary:
      'We automate the repetitive work that slows your teams down, combining software robots with AI that reads documents, understands calls and makes routine decisions.',
    media: 'services/ai-and-rpa-solutions',
    smallTitle: 'AI and automation',
    mainTitle: 'Hand the repetitive work to robots and keep your people for the judgement calls',
    details: [
      'Most back offices still run on copy and paste: data moved from emails into ERPs, invoices keyed in by hand, reports rebuilt every Monday. We map those processes, pick the ones worth automating and build robots with UiPath, Power Automate or Python that run them reliably, day and night.',
      'Where a rule is not enough, we add AI. Our engineers build document extraction, classification and language models into your workflows, using Azure AI, AWS and open-source models, so robots can read a scanned form or triage an email rather than stopping at the first exception.',
      'We run the same technology in our own products, including call analytics that processes more than 100,000 calls a day. Every automation we hand over comes with monitoring, exception queues and documentation your team can own.',
    ],
    coreValue: 'What we automate',
    coreServices: [
      {
        title: 'Process discovery',
        description: 'We shadow your teams, map each process step by step and rank candidates by hours saved, risk and effort, so you automate the right things first.',
        icon: 'search',
      },
      {
        title: 'Robotic process automation',
        description: 'Attended and unattended bots built in UiPath or Power Automate that log in, move data and file reports across the systems you already use.',
        icon: 'bot',
      },
      {
        title: 'Intelligent document processing',
        description: 'AI models that read invoices, forms and ID documents, extract the fields you need and send low-confidence results to a person for review.',
        icon: 'document',
      },
      {
        title: 'Conversational AI',
        description: 'Chat and voice assistants grounded in your own knowledge base, with a clean hand-off to a human agent when a question goes beyond them.',
        icon: 'chat',
      },
      {
        title: 'Machine learning models',
        description: 'Forecasting, classification and anomaly detection models trained on your data and deployed behind an API your applications can call.',
        icon: 'lightbulb',
      },
      {
        title: 'Workflow orchestration',
        description: 'End-to-end workflows that chain bots, AI services and human approvals, with queues, retries and alerts so nothing gets lost between steps.',
        icon: 'workflow',
      },
      {
        title: 'Bot operations and support',
        description: 'We monitor your robots, fix breakages when a target system changes and report monthly on hours saved and exceptions handled.',
        icon: 'gear',
      },
    ],
    cta: {
      lines: [
        'Which task does your team dread every week?',
        'We will show you what it costs and how to automate it.',
        'Start with one process and measure the result.',
      ],
      button: 'Contact us',
    },
    meta: {
      title: 'AI and RPA Solutions | Quillmark',
      description:
        'Quillmark automates back-office work with UiPath and Power Automate bots, document AI and chat assistants, then monitors and supports them in production.',
      keywords: ['RPA', 'robotic process automation', 'UiPath', 'Power Automate', 'intelligent document processing', 'AI automation', 'conversational AI'],
    },
  },
  {
    slug: 'software-development',
    title: 'Software Development',
    summary:
      'Custom web, mobile and back-end software built by one accountable team, from the first workshop to production support.',
    media: 'services/software-development',
    smallTitle: 'Our services',
    mainTitle: 'Custom software, built to fit the way your business actually works',
    details: [
      'Off-the-shelf tools get you started, but sooner or later your processes outgrow them. We design and build software around how your teams work, whether that is a customer portal, an internal operations tool or a complete SaaS product.',
      'Our teams in the UK, USA and India work in two-week sprints with a working demo at the end of each one. We build with TypeScript, React and Next.js, .NET, Java and Python, React Native and Flutter, and deploy to Azure or AWS with automated tests and pipelines from day one.',
      'You own the code, the documentation and the infrastructure. When we go live, we stay on to support, extend and improve the product for as long as you need us.',
    ],
    coreValue: 'What we deliver',
    coreServices: [
      {
        title: 'Product discovery',
        description: 'Workshops, user research and clickable prototypes that turn an idea into a prioritised backlog and a realistic estimate before any code is written.',
        icon: 'compass',
      },
      {
        title: 'Web applications',
        description: 'Fast, accessible web apps built with React, Next.js and TypeScript, backed by APIs that scale with your users.',
        icon: 'browser',
      },
      {
        title: 'Mobile apps',
        description: 'iOS and Android apps built with React Native or Flutter, sharing one codebase without compromising on native feel.',
        icon: 'mobile',
      },
      {
        title: 'Back-end and APIs',
        description: 'Services in .NET, Java, Node.js or Python with well-documented REST or GraphQL APIs, designed for the load you expect next year.',
        icon: 'server',
      },
      {
        title: 'Legacy modernisation',
        description: 'We move ageing desktop and monolithic systems to modern, cloud-hosted architecture in stages, without stopping the business.',
        icon: 'layers',
      },
      {
        title: 'SaaS product engineering',
        description: 'Multi-tenant platforms with billing, user management and usage analytics built in, ready for your first paying customers.',
        icon: 'rocket',
      },
      {
        title: 'Secure by design',
        description: 'Threat modelling, OWASP-aligned code reviews and dependency scanning are part of every sprint, not an audit at the end.',
        icon: 'shield',
      },
      {
        title: 'Support and maintenance',
        description: 'Agreed response times, monthly releases and a named team that already knows your code when something needs fixing.',
        icon: 'gear',
      },
    ],
    cta: {
      lines: [
        'Have an idea that off-the-shelf software cannot handle?',
        'We will scope it, cost it and build it with you.',
        'Tell us what you need.',
      ],
      button: 'Contact us',
    },
    meta: {
      title: 'Software Development Services | Quillmark',
      description:
        'Custom web, mobile and back-end software from Quillmark: React, Next.js, .NET and Python teams in the UK, USA and India, from discovery to long-term support.',
      keywords: ['custom software development', 'web application development', 'mobile app development', 'Next.js', '.NET', 'SaaS development', 'legacy modernisation'],
    },
    extra: {
      kind: 'logos',
      heading: 'Products we have built',
      intro: 'A selection of the platforms our teams have designed, built and still support for clients across finance, health, education and logistics.',
      logos: [
        { id: 'ledgerly', name: 'Ledgerly' },
        { id: 'shiftboard', name: 'Shiftboard' },
        { id: 'medisync', name: 'MediSync' },
        { id: 'fleetpilot', name: 'FleetPilot' },
        { id: 'tutorloop', name: 'TutorLoop' },
        { id: 'claimwise', name: 'ClaimWise' },
        { id: 'stockroom', name: 'Stockroom' },
        { id: 'rentready', name: 'RentReady' },
        { id: 'carepath', name: 'CarePath' },
        { id: 'eventory', name: 'Eventory' },
        { id: 'farmlink', name: 'FarmLink' },
        { id: 'quotehub', name: 'QuoteHub' },
        { id: 'docudash', name: 'DocuDash' },
        { id: 'taskforge', name: 'TaskForge' },
      ],
    },
  },
  {
    slug: 'cloud-and-devops-services',
    title: 'Cloud and DevOps Services',
    summary:
      'We move your systems to Azure or AWS, automate how they are built and released, and keep them running securely at a cost you can predict.',
    media: 'services/cloud-and-devops-services',
    smallTitle: 'Cloud and DevOps',
    mainTitle: 'Release faster, sleep better: cloud platforms that run themselves',
    details: [
      'A move to the cloud only pays off when the way you build, release and run software changes with it. We plan migrations to Azure and AWS workload by workload, define every environment in Terraform and put releases behind automated pipelines, so deploying becomes routine rather than an event.',
      'Our engineers containerise applications with Docker, run them on Kubernetes or managed services where that is simpler, and wire in monitoring, logging and alerting from the start. Security controls, backups and cost budgets are set up as code alongside everything else.',
      'Once you are live, we can run the platform for you with an agreed on-call rota, or coach your team until they no longer need us.',
    ],
    coreValue: 'What we deliver',
    coreServices: [
      {
        title: 'Cloud migration',
        description: 'An assessment of every workload, a phased migration plan and a cut-over with a tested rollback path, on Azure or AWS.',
        icon: 'cloud',
      },
      {
        title: 'Infrastructure as code',
        description: 'Networks, databases and clusters defined in Terraform or Bicep, reviewed like application code and reproducible in minutes.',
        icon: 'layers',
      },
      {
        title: 'CI/CD pipelines',
        description: 'GitHub Actions or Azure DevOps pipelines that build, test and deploy every change, with approvals where your process needs them.',
        icon: 'pipeline',
      },
      {
        title: 'Containers and Kubernetes',
        description: 'Applications packaged with Docker and run on AKS, EKS or a simpler managed service, sized to the workload rather than the hype.',
        icon: 'server',
      },
      {
        title: 'Monitoring and observability',
        description: 'Metrics, logs and traces in one place with Grafana, Azure Monitor or CloudWatch, and alerts that go to the right person.',
        icon: 'eye',
      },
      {
        title: 'Cloud security',
        description: 'Identity and access reviews, secrets management, network segmentation and policy checks that run on every deployment.',
        icon: 'lock',
      },
      {
        title: 'Cost optimisation',
        description: 'Rightsizing, reserved capacity and clear tagging so every pound or dollar of cloud spend has an owner and a reason.',
        icon: 'chart',
      },
      {
        title: 'Managed operations',
        description: 'Patching, backups, incident response and a monthly service review, run by engineers who know your platform.',
        icon: 'gear',
      },
    ],
    cta: {
      lines: [
        'Are releases still a late-night event?',
        'We will automate them and make your cloud bill make sense.',
        'Talk to a cloud engineer this week.',
      ],
      button: 'Contact us',
    },
    meta: {
      title: 'Cloud and DevOps Services | Quillmark',
      description:
        'Azure and AWS migrations, Terraform infrastructure, Kubernetes and CI/CD pipelines from Quillmark, with monitoring, security and cost control built in.',
      keywords: ['cloud migration', 'DevOps services', 'Azure', 'AWS', 'Kubernetes', 'Terraform', 'CI/CD'],
    },
  },
  {
    slug: 'software-testing',
    title: 'Software Testing',
    summary:
      'Manual and automated testing that catches defects before your customers do, from functional and regression suites to performance and security checks.',
    media: 'services/software-testing',
    smallTitle: 'Quality assurance',
    mainTitle: 'Ship with confidence: testing that finds the problems before your users do',
    details: [
      'Every release carries risk, and the later a defect is found, the more it costs to fix. Our QA engineers join your team early, review requirements for gaps and build a test strategy that matches the risk of each feature rather than testing everything the same way.',
      'We automate the checks that repeat, using Playwright, Selenium and Cypress for the web, Appium for mobile and Postman or REST Assured for APIs, and run them on every pull request. Exploratory testers then spend their time where automation cannot reach.',
      'You get clear defect reports, a regression suite that keeps growing with your product, and release sign-off you can trust.',
    ],
    coreValue: 'What we test',
    coreServices: [
      {
        title: 'Test strategy and planning',
        description: 'A risk-based plan that sets out what to test, how deeply and with which tools, agreed with your product and engineering leads.',
        icon: 'target',
      },
      {
        title: 'Functional testing',
        description: 'Structured manual testing of new features against acceptance criteria, with reproducible defect reports your developers can act on.',
        icon: 'test',
      },
      {
        title: 'Test automation',
        description: 'Maintainable UI and API suites in Playwright, Cypress or Selenium, running in your CI pipeline on every change.',
        icon: 'code',
      },
      {
        title: 'API testing',
        description: 'Contract, functional and negative tests for REST and GraphQL APIs, so integrations break in the pipeline and not in production.',
        icon: 'api',
      },
      {
        title: 'Performance testing',
        description: 'Load and stress tests with k6 or JMeter that show how your system behaves at peak traffic and where it starts to slow down.',
        icon: 'speed',
      },
      {
        title: 'Security testing',
        description: 'Automated vulnerability scans and OWASP Top 10 checks that catch common weaknesses before an attacker does.',
        icon: 'shield',
      },
      {
        title: 'Mobile and cross-browser testing',
        description: 'Coverage across real devices and browsers with Appium and cloud device labs, so every user gets the same experience.',
        icon: 'mobile',
      },
      {
        title: 'Regression and release sign-off',
        description: 'A growing regression suite and a clear go or no-go report before each release, with every known issue ranked by severity.',
        icon: 'bug',
      },
    ],
    cta: {
      lines: [
        'Worried about your next release?',
        'We will find the defects before your customers do.',
        'Ask us for a test health check.',
      ],
      button: 'Contact us',
    },
    meta: {
      title: 'Software Testing Services | Quillmark',
      description:
        'Manual and automated software testing from Quillmark: Playwright, Cypress and Appium suites, API, performance and security testing, and release sign-off.',
      keywords: ['software testing', 'QA services', 'test automation', 'Playwright', 'performance testing', 'API testing'],
    },
  },
  {
    slug: 'data-analytics',
    title: 'Data Analytics',
    summary:
      'We turn scattered spreadsheets and system data into a reliable warehouse, clear dashboards and forecasts your teams can act on.',
    media: 'services/data-analytics',
    smallTitle: 'Data and analytics',
    mainTitle: 'From scattered spreadsheets to one version of the truth',
    details: [
      'Most organisations already have the data they need; it is just spread across CRMs, finance systems and spreadsheets that never quite agree. We bring it together in a modern warehouse such as Snowflake, BigQuery or Azure Synapse, with pipelines that refresh it automatically.',
      'We model the data with dbt so every metric has one definition, then build dashboards in Power BI, Tableau or Looker that answer the questions your teams actually ask. Where it adds value, our data scientists go further with forecasting, segmentation and churn models.',
      'Governance, access control and data quality checks come as standard, so the numbers in the board pack match the numbers on the sales floor.',
    ],
    coreValue: 'How we put your data to work',
    coreServices: [
      {
        title: 'Data strategy',
        description: 'We assess your data sources, reporting needs and skills, then agree a roadmap that delivers useful dashboards in weeks rather than a year.',
        icon: 'compass',
      },
      {
        title: 'Data engineering',
        description: 'Reliable pipelines with Azure Data Factory, Fivetran or Airflow that load data from your systems on a schedule and alert on failure.',
        icon: 'pipeline',
      },
      {
        title: 'Data warehousing',
        description: 'A cloud warehouse on Snowflake, BigQuery or Azure Synapse, modelled with dbt so every metric has one tested definition.',
        icon: 'database',
      },
      {
        title: 'Dashboards and reporting',
        description: 'Power BI, Tableau or Looker dashboards designed with the people who use them, from board packs to daily operational views.',
        icon: 'chart',
      },
      {
        title: 'Predictive analytics',
        description: 'Forecasting, churn and demand models built in Python, validated against history and explained in plain English.',
        icon: 'graph',
      },
      {
        title: 'Data quality and governance',
        description: 'Automated tests, lineage and role-based access so you know where each number came from and who can see it.',
        icon: 'shield',
      },
      {
        title: 'Self-service enablement',
        description: 'Training and well-documented datasets that let your analysts build their own reports without waiting on IT.',
        icon: 'users',
      },
    ],
    cta: {
      lines: [
        'Which decision would you make differently with better data?',
        'In one session we will map your sources and find the quickest win.',
        'Bring your hardest reporting question.',
      ],
      button: 'Book a data discovery session',
    },
    meta: {
      title: 'Data Analytics Services | Quillmark',
      description:
        'Quillmark builds data warehouses, dbt models, Power BI dashboards and forecasting models that turn scattered business data into decisions you can trust.',
      keywords: ['data analytics', 'business intelligence', 'Power BI', 'dbt', 'data warehouse', 'data engineering', 'predictive analytics'],
    },
    extra: {
      kind: 'projects',
      heading: 'Analytics projects we have delivered',
      intro: 'Nine recent engagements, from a single dashboard to a full data platform.',
      projects: [
        {
          title: 'Meridian Freight: fleet utilisation dashboard',
          description: 'We combined telematics, job and fuel data into a Power BI dashboard showing every vehicle’s daily utilisation. Planners now spot idle vehicles each morning instead of at month end.',
        },
        {
          title: 'Orchard Retail: demand forecasting',
          description: 'We built store-level demand forecasts in Python from three years of sales, promotion and weather data. Replenishment orders are now generated from the forecast rather than from last week’s sales alone.',
        },
        {
          title: 'Pinecrest Health: patient flow analytics',
          description: 'We modelled admissions, bed and discharge data in dbt and surfaced it in near real-time ward dashboards. Bed managers can now see pressure building hours earlier and plan discharges ahead of it.',
        },
        {
          title: 'Calder Energy: smart-meter data platform',
          description: 'We moved half-hourly meter readings from on-premise servers into Azure Synapse with automated ingestion pipelines. Monthly consumption reports that took days to prepare now refresh overnight.',
        },
        {
          title: 'NovaBank: customer churn model',
          description: 'We trained a churn model on account activity and service interactions and fed its scores into the bank’s CRM. Retention teams now call the customers most at risk first, instead of working through an alphabetical list.',
        },
        {
          title: 'Stonebridge Schools: attainment tracking',
          description: 'We brought assessment, attendance and behaviour data from five schools into one Power BI model. Heads of year review pupil progress in a single weekly meeting rather than compiling reports by hand.',
        },
        {
          title: 'Aster Insurance: claims fraud indicators',
          description: 'We built rule-based and machine-learning indicators that score every new claim for fraud risk. Investigators now receive a ranked queue with the reasons behind each score, instead of sampling claims at random.',
        },
        {
          title: 'Bluefin Logistics: warehouse performance reporting',
          description: 'We connected the warehouse management system to Snowflake and modelled pick, pack and dispatch times with dbt. Shift managers now track performance by hour and rebalance staff during the shift.',
        },
        {
          title: 'Kitewing Travel: booking funnel analysis',
          description: 'We joined web analytics with booking and payment data to trace exactly where customers abandoned their bookings. The product team used the findings to simplify the payment step and measure the change week by week.',
        },
      ],
    },
  },
  {
    slug: 'integration-and-apis',
    title: 'Integration and APIs',
    summary:
      'We connect your CRM, ERP, payment and partner systems through secure, well-documented APIs, so data moves once and stays in step everywhere.',
    media: 'services/integration-and-apis',
    smallTitle: 'Integration',
    mainTitle: 'Connect every system you run, and stop re-keying the same data',
    details: [
      'When systems do not talk to each other, people fill the gap with exports, spreadsheets and double entry. We design integrations that move data automatically between your CRM, ERP, finance, e-commerce and partner platforms, with clear ownership of every record.',
      'We build REST and GraphQL APIs, event-driven integrations on Azure Service Bus, Amazon SQS or Kafka, and iPaaS flows in MuleSoft, Boomi or Azure Logic Apps where a low-code tool is the better fit. Every integration is versioned, documented with OpenAPI and monitored.',
      'The result is fewer manual steps, fewer mismatched records, and a platform you can extend when the next system arrives.',
    ],
    coreValue: 'What we connect',
    coreServices: [
      {
        title: 'API design and development',
        description: 'REST and GraphQL APIs designed contract-first with OpenAPI, versioned properly and documented so partners can self-serve.',
        icon: 'api',
      },
      {
        title: 'System integration',
        description: 'Connections between Salesforce, Dynamics 365, SAP, Xero, Shopify and your in-house systems, built around clear data ownership.',
        icon: 'plug',
      },
      {
        title: 'Event-driven architecture',
        description: 'Message queues and event streams on Kafka, Azure Service Bus or Amazon SQS that keep systems in step without tight coupling.',
        icon: 'sync',
      },
      {
        title: 'iPaaS and low-code integration',
        description: 'Flows in MuleSoft, Boomi, Azure Logic Apps or Power Automate where they are faster to deliver and simpler to maintain.',
        icon: 'workflow',
      },
      {
        title: 'API gateway and security',
        description: 'OAuth 2.0, rate limiting and key management through Azure API Management or AWS API Gateway, with every call logged.',
        icon: 'lock',
      },
      {
        title: 'Data migration',
        description: 'Scripted, repeatable migrations with reconciliation reports, so you know every record arrived before the old system is switched off.',
        icon: 'database',
      },
      {
        title: 'Integration monitoring',
        description: 'Dashboards and alerts for failed messages, slow endpoints and retries, so problems are fixed before users notice them.',
        icon: 'eye',
      },
    ],
    cta: {
      lines: [
        'Still copying data between systems by hand?',
        'We will connect them and keep them in step.',
        'Tell us which systems you run.',
      ],
      button: 'Contact us',
    },
    meta: {
      title: 'Integration and API Development | Quillmark',
      description:
        'Quillmark designs REST and GraphQL APIs and connects CRM, ERP and partner systems with event-driven and iPaaS integrations that are secure and monitored.',
      keywords: ['API development', 'system integration', 'REST API', 'GraphQL', 'iPaaS', 'MuleSoft', 'event-driven architecture'],
    },
  },
  {
    slug: 'it-consulting',
    title: 'IT Consulting',
    summary:
      'Independent advice on technology strategy, architecture and security, from people who have built and run the systems they recommend.',
    media: 'services/it-consulting',
    smallTitle: 'Consulting',
    mainTitle: 'Technology decisions, made with evidence and experience',
    details: [
      'Choosing a platform, replacing a core system or planning a move to the cloud are decisions that shape a business for years. Our consultants have 15+ years of delivery experience behind them, and we give advice we would be willing to implement ourselves.',
      'We start by understanding your goals, constraints and current estate, then produce a clear roadmap with costs, risks and options laid side by side. Architecture reviews, vendor selection, security assessments and IT operating models are all part of the work.',
      'When the plan is agreed, you can take it forward with your own team, a supplier of your choice, or with us.',
    ],
    coreValue: 'How we help',
    coreServices: [
      {
        title: 'Technology strategy',
        description: 'A roadmap that ties technology investment to business goals, with costs, dependencies and quick wins clearly set out.',
        icon: 'compass',
      },
      {
        title: 'Architecture review',
        description: 'An independent assessment of your systems for scalability, resilience and technical debt, with prioritised recommendations.',
        icon: 'layers',
      },
      {
        title: 'Digital transformation',
        description: 'We redesign processes around the tools your teams use, so new systems change how work gets done rather than adding another login.',
        icon: 'rocket',
      },
      {
        title: 'Vendor and platform selection',
        description: 'Structured requirements, shortlists and scored demonstrations that help you choose software on evidence rather than sales pitches.',
        icon: 'target',
      },
      {
        title: 'Cybersecurity assessment',
        description: 'A review against Cyber Essentials, ISO 27001 or NIST controls, with a practical remediation plan ranked by risk.',
        icon: 'shield',
      },
      {
        title: 'IT operating model',
        description: 'Team structures, service management and supplier arrangements that fit your size, drawing on ITIL where it helps.',
        icon: 'users',
      },
      {
        title: 'Project rescue',
        description: 'An honest review of a struggling programme, followed by a recovery plan covering scope, team and delivery approach.',
        icon: 'lightbulb',
      },
    ],
    cta: {
      lines: [
        'Facing a big technology decision?',
        'We will give you a straight answer and a clear plan.',
        'Book a conversation with a consultant.',
      ],
      button: 'Contact us',
    },
    meta: {
      title: 'IT Consulting Services | Quillmark',
      description:
        'Independent IT consulting from Quillmark: technology strategy, architecture reviews, vendor selection and security assessments from experienced engineers.',
      keywords: ['IT consulting', 'technology strategy', 'digital transformation', 'architecture review', 'cybersecurity assessment', 'vendor selection'],
    },
  },
  {
    slug: 'web-development',
    title: 'Web Development',
    summary:
      'Fast, accessible websites and web applications, from marketing sites and online shops to customer portals, built with Next.js and a headless CMS.',
    media: 'services/web-development',
    smallTitle: 'Web development',
    mainTitle: 'Websites and web apps that load fast, rank well and convert',
    details: [
      'Your website is often the first thing a customer sees, and a slow or confusing one costs you business before anyone picks up the phone. We design and build sites that load quickly on any device, meet WCAG 2.2 AA accessibility guidelines and make the next step obvious.',
      'We build with Next.js, React and TypeScript, pair them with headless content management in Sanity, Contentful or WordPress, and use Shopify or custom commerce where you sell online. Sites are hosted on Vercel, Azure or AWS with automated deployments and monitoring.',
      'Your marketing team edits content without calling a developer, and your engineers inherit clean, tested code.',
    ],
    coreValue: 'What we build',
    coreServices: [
      {
        title: 'UX and UI design',
        description: 'Research, wireframes and design systems in Figma, tested with real users before development begins.',
        icon: 'eye',
      },
      {
        title: 'Corporate and marketing websites',
        description: 'Content-rich sites built with Next.js and a headless CMS that your marketing team can update on their own.',
        icon: 'browser',
      },
      {
        title: 'E-commerce',
        description: 'Online shops on Shopify or a custom Next.js storefront, integrated with your stock, payments and delivery partners.',
        icon: 'layers',
      },
      {
        title: 'Web applications and portals',
        description: 'Customer portals, booking systems and dashboards with secure sign-in, built on React and well-tested APIs.',
        icon: 'code',
      },
      {
        title: 'Performance and Core Web Vitals',
        description: 'Image optimisation, caching and server rendering tuned until your pages pass Core Web Vitals on real mobile connections.',
        icon: 'speed',
      },
      {
        title: 'Accessibility',
        description: 'Semantic markup, keyboard support and screen-reader testing against WCAG 2.2 AA, built in rather than bolted on.',
        icon: 'users',
      },
      {
        title: 'Hosting and care plans',
        description: 'Managed hosting, security updates, uptime monitoring and a monthly allowance of changes, so the site stays current.',
        icon: 'cloud',
      },
    ],
    cta: {
      lines: [
        'Is your website working as hard as your team?',
        'We will make it faster, clearer and easier to manage.',
        'Show us your site and we will show you what to fix.',
      ],
      button: 'Contact us',
    },
    meta: {
      title: 'Web Development Services | Quillmark',
      description:
        'Quillmark designs and builds fast, accessible websites, online shops and customer portals with Next.js, React and headless CMS, hosted and supported.',
      keywords: ['web development', 'Next.js', 'React', 'headless CMS', 'e-commerce development', 'web accessibility', 'Core Web Vitals'],
    },
    extra: {
      kind: 'videos',
      heading: 'Recent web projects',
      intro: 'Short demos of sites and web applications our teams have recently launched.',
      videos: [
        {
          id: 'harbourline-portal',
          title: 'Harbourline Ports customer portal',
          description: 'A portal where shipping agents book berths, track vessels and download port invoices in one place.',
          media: 'projects/harbourline-portal',
        },
        {
          id: 'pinecrest-booking',
          title: 'Pinecrest Health appointment booking',
          description: 'An accessible booking flow that lets patients choose a clinic, a clinician and a time slot in a few taps.',
          media: 'projects/pinecrest-booking',
        },
        {
          id: 'orchard-store',
          title: 'Orchard Retail online store',
          description: 'A headless Shopify storefront built with Next.js, with click-and-collect stock shown for every branch.',
          media: 'projects/orchard-store',
        },
        {
          id: 'stonebridge-lms',
          title: 'Stonebridge Schools learning portal',
          description: 'A learning portal where pupils find homework, submit assignments and see teacher feedback.',
          media: 'projects/stonebridge-lms',
        },
        {
          id: 'kitewing-travel',
          title: 'Kitewing Travel holiday search',
          description: 'A fast holiday search and booking site that combines flights, hotels and transfers into one itinerary.',
          media: 'projects/kitewing-travel',
        },
        {
          id: 'calder-dashboard',
          title: 'Calder Energy customer dashboard',
          description: 'A dashboard that shows customers their energy use by day and hour, with bills and meter readings alongside.',
          media: 'projects/calder-dashboard',
        },
        {
          id: 'aster-quotes',
          title: 'Aster Insurance quote journey',
          description: 'A step-by-step online quote journey that prices home and motor cover in real time.',
          media: 'projects/aster-quotes',
        },
        {
          id: 'meridian-tracking',
          title: 'Meridian Freight shipment tracking',
          description: 'A live tracking page showing each consignment on a map with estimated delivery times and proof of delivery.',
          media: 'projects/meridian-tracking',
        },
        {
          id: 'novabank-onboarding',
          title: 'NovaBank account onboarding',
          description: 'A digital account-opening flow with identity checks and document upload that customers complete on their phone.',
          media: 'projects/novabank-onboarding',
        },
      ],
    },
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    summary:
      'Search, paid media, content and email campaigns planned around measurable results, with reporting that shows exactly where your budget goes.',
    media: 'services/digital-marketing',
    smallTitle: 'Digital marketing',
    mainTitle: 'Marketing you can measure, from the first click to the signed contract',
    details: [
      'Good marketing starts with knowing who you want to reach and what you want them to do. We agree clear goals with you, whether that is qualified leads, online sales or event sign-ups, and set up tracking in Google Analytics 4 and your CRM so every campaign can be judged on results.',
      'Our specialists run technical and content SEO, Google Ads and LinkedIn Ads campaigns, social media and email automation in HubSpot or Mailchimp. Because we also build websites and software, we can fix the landing page or the form that is losing you leads, not just report on it.',
      'Each month you get a plain-English report: what we spent, what it returned and what we will change next.',
    ],
    coreValue: 'What we offer',
    coreServices: [
      {
        title: 'Search engine optimisation',
        description: 'Technical audits, keyword research and content plans that help the right customers find you in organic search.',
        icon: 'search',
      },
      {
        title: 'Pay-per-click advertising',
        description: 'Google Ads and Microsoft Ads campaigns with tight keyword targeting, tested ad copy and bids managed against your cost per lead.',
        icon: 'target',
      },
      {
        title: 'Social media marketing',
        description: 'Organic and paid campaigns on LinkedIn, Instagram and Facebook, planned around the platforms your audience actually uses.',
        icon: 'megaphone',
      },
      {
        title: 'Content marketing',
        description: 'Articles, case studies and guides written with your subject experts, designed to rank and to persuade.',
        icon: 'document',
      },
      {
        title: 'Email marketing and automation',
        description: 'Segmented newsletters and automated nurture journeys in HubSpot or Mailchimp that move leads towards a conversation.',
        icon: 'mail',
      },
      {
        title: 'Conversion rate optimisation',
        description: 'Landing page improvements and A/B tests that turn more of your existing traffic into enquiries and sales.',
        icon: 'graph',
      },
      {
        title: 'Analytics and reporting',
        description: 'Google Analytics 4, Tag Manager and Looker Studio reports that connect marketing spend to leads and revenue.',
        icon: 'chart',
      },
    ],
    cta: {
      lines: [
        'Not sure which channels are paying off?',
        'We will find out, and put your budget where it works.',
        'Ask for a free marketing review.',
      ],
      button: 'Contact us',
    },
    meta: {
      title: 'Digital Marketing Services | Quillmark',
      description:
        'SEO, Google Ads, social media, content and email marketing from Quillmark, with GA4 tracking and monthly reports that link your spend to leads and sales.',
      keywords: ['digital marketing', 'SEO', 'PPC', 'Google Ads', 'social media marketing', 'email marketing', 'content marketing'],
    },
  },
] satisfies readonly Service[];

/** The two services featured on the home page. */
export const homeServiceSlugs = ['ai-and-rpa-solutions', 'software-development'] as const;

/** Looks a service up by its URL slug; an unknown slug returns undefined. */
export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
