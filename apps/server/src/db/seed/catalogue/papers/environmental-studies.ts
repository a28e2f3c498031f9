/** Common course: Environmental Studies, compulsory for every undergraduate under the UGC curriculum. */
import type { PaperContent } from '../types.js';

export const ENVIRONMENTAL_STUDIES: PaperContent = {
  type: 'Common',
  title: 'Environmental Studies',
  language: 'English',
  description:
    'The environment we live in and depend on: how ecosystems work, why the climate is changing, and what individuals, Kerala and India can do about it, from renewable energy to preparing for floods.',
  rating: 4.1,
  modules: [
    {
      title: 'Ecosystems',
      summaryLine: 'How living things and their surroundings work as one system',
      description:
        'An ecosystem is a community of living things interacting with its physical surroundings. This module traces the flow of energy through food chains and webs and the cycling of nutrients, with examples from the Western Ghats to the Vembanad backwaters.',
      duration: '1 hr',
      video: {
        url: 'https://www.youtube.com/watch?v=sjE-Pkjp3u4',
        title: 'The History of Life on Earth - Crash Course Ecology #1',
        instructor: 'Hank Green',
        duration: '12 min',
      },
      glossary: [
        {
          term: 'Ecosystem',
          meaning:
            'a community of living organisms together with the non-living parts of their surroundings, interacting as one system',
        },
        { term: 'Producer', meaning: 'an organism, usually a green plant, that makes its own food by photosynthesis' },
        { term: 'Consumer', meaning: 'an organism that obtains energy by eating other organisms' },
        {
          term: 'Decomposer',
          meaning:
            'an organism such as a fungus or bacterium that breaks down dead matter and returns nutrients to the soil',
        },
        {
          term: 'Food chain',
          meaning: 'a single sequence showing who eats whom, along which energy passes from one organism to the next',
        },
        { term: 'Food web', meaning: 'a network of interconnected feeding relationships in a community' },
        {
          term: 'Trophic level',
          meaning: 'the position an organism occupies in a feeding sequence, such as plant, herbivore or carnivore',
        },
        {
          term: 'Ten per cent law',
          meaning:
            'the rule of thumb that only about a tenth of the energy at one feeding level is passed on to the next',
        },
        {
          term: 'Biodiversity hotspot',
          meaning:
            'a region rich in species found nowhere else that is also under severe threat, such as the Western Ghats',
        },
        {
          term: 'Keystone species',
          meaning: 'an organism whose effect on its community is far larger than its numbers suggest',
        },
      ],
    },
    {
      title: 'Climate Change and the Greenhouse Effect',
      description:
        'Greenhouse gases let sunlight in but trap part of the heat the Earth radiates back. This module explains how rising concentrations of these gases warm the planet, and what that means for a coastal, monsoon-fed state like Kerala.',
      duration: '1 hr 10 min',
      video: {
        url: 'https://youtu.be/sTvqIijqvTg',
        title: 'How Do Greenhouse Gases Actually Work?',
        instructor: 'MinuteEarth',
        duration: null,
      },
      glossary: [
        {
          term: 'Greenhouse effect',
          meaning:
            "the warming of the Earth's surface because gases in the atmosphere absorb and re-emit outgoing infrared radiation",
        },
        {
          term: 'Greenhouse gas',
          meaning: 'a gas such as carbon dioxide, methane or nitrous oxide that absorbs infrared radiation',
        },
        { term: 'Global warming', meaning: "the long-term rise in the average temperature of the Earth's surface" },
        {
          term: 'Carbon footprint',
          meaning:
            'the total emissions of heat-trapping gases caused directly and indirectly by a person, product or organisation',
        },
        {
          term: 'Fossil fuel',
          meaning: 'a fuel such as coal, oil or natural gas formed from the remains of ancient organisms',
        },
        {
          term: 'Ozone layer',
          meaning: "a region of the stratosphere that absorbs most of the Sun's ultraviolet radiation",
        },
        { term: 'Acid rain', meaning: 'precipitation made acidic by sulphur dioxide and nitrogen oxides in the air' },
        {
          term: 'Sea-level rise',
          meaning:
            'the increase in the average height of the ocean caused by melting ice and the expansion of warming water',
        },
        {
          term: 'Carbon sink',
          meaning: 'a reservoir, such as a forest or the ocean, that absorbs more carbon than it releases',
        },
        {
          term: 'Paris Agreement',
          meaning:
            'the 2015 international treaty under which countries aim to keep warming well below 2 degrees Celsius above pre-industrial levels',
        },
      ],
    },
    {
      title: 'Climate Action and Sustainable Development',
      description:
        'Slowing climate change means changing how we produce energy, food and goods. This module compares mitigation with adaptation, looks at renewable energy and the Sustainable Development Goals, and draws lessons from the 2018 Kerala floods on preparing for disasters.',
      duration: null,
      video: {
        url: 'https://www.youtube.com/watch?v=yiw6_JakZFc',
        title: 'Can YOU Fix Climate Change?',
        instructor: 'Kurzgesagt - In a Nutshell',
        duration: null,
      },
      glossary: [
        {
          term: 'Mitigation',
          meaning:
            'action that cuts greenhouse gas emissions or removes these gases from the air, limiting future warming',
        },
        {
          term: 'Adaptation',
          meaning:
            'adjusting to actual or expected climate effects to reduce harm, such as building flood-resistant houses',
        },
        {
          term: 'Renewable energy',
          meaning: 'power from sources that are naturally replenished, such as sunlight, wind and flowing water',
        },
        {
          term: 'Sustainable development',
          meaning:
            'progress that meets the needs of the present without compromising the ability of future generations to meet their own needs',
        },
        {
          term: 'Sustainable Development Goals',
          meaning:
            'the 17 goals adopted by the United Nations in 2015 for ending poverty and protecting the planet by 2030',
        },
        {
          term: 'Net zero',
          meaning: 'a state in which the greenhouse gases put into the atmosphere are balanced by those taken out',
        },
        {
          term: 'Disaster risk reduction',
          meaning: 'systematic efforts to reduce exposure and vulnerability to hazards so that they cause less harm',
        },
        {
          term: 'Early warning system',
          meaning:
            'an arrangement that detects a coming hazard and alerts people in time to act, such as cyclone alerts from the meteorological department',
        },
        {
          term: 'Circular economy',
          meaning:
            'a model of production that keeps materials in use through reuse, repair and recycling instead of discarding them',
        },
        {
          term: 'Carbon tax',
          meaning: 'a charge on fossil fuels in proportion to the carbon dioxide they release when burnt',
        },
      ],
    },
  ],
};
