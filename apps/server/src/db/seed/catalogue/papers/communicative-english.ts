/** Common course: Communicative English, taken by every first-year undergraduate. */
import type { PaperContent } from '../types.js';

export const COMMUNICATIVE_ENGLISH: PaperContent = {
  type: 'Common',
  title: 'Communicative English',
  language: 'English',
  description:
    'The four language skills that college and the workplace demand: listening, speaking, reading and writing, with attention to body language and presentations. Each module pairs a well-known talk with practice tasks.',
  rating: 4.5,
  modules: [
    {
      title: 'Listening Skills',
      description:
        'Listening is an active skill, not merely the absence of speaking. This module separates hearing from listening, practises listening for gist and for detail with a famous TED talk, and shows how to make notes that are useful later.',
      duration: '45 min',
      video: {
        url: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
        title: 'Do schools kill creativity? | Sir Ken Robinson | TED',
        instructor: 'Sir Ken Robinson',
        duration: '19 min',
      },
      glossary: [
        {
          term: 'Active listening',
          meaning:
            'giving full attention to a speaker, showing interest and checking understanding through questions and paraphrase',
        },
        {
          term: 'Listening for gist',
          meaning: 'following a talk to grasp its overall idea without attending to every detail',
        },
        {
          term: 'Listening for specific information',
          meaning: 'following a talk to pick out particular facts such as names, dates or numbers',
        },
        {
          term: 'Paraphrasing',
          meaning: 'restating what someone said in your own words to confirm that you understood it',
        },
        {
          term: 'Barrier to listening',
          meaning: 'anything that blocks understanding of a message, such as noise, prejudice or a wandering mind',
        },
        {
          term: 'Note-making',
          meaning: 'recording the main points of a talk in a brief, organised form for later use',
        },
        {
          term: 'Empathetic listening',
          meaning: "attending to the speaker's feelings as well as their words in order to understand them",
        },
        { term: 'Hearing', meaning: 'the physical act of perceiving sound, which happens without effort or attention' },
        { term: 'Feedback', meaning: "the listener's response that tells the speaker how the message was received" },
        {
          term: 'Selective listening',
          meaning: 'attending only to the parts of a message one wants to hear and ignoring the rest',
        },
      ],
    },
    {
      title: 'Speaking Skills',
      description:
        "Clear speech depends as much on the voice as on the words. With Julian Treasure's talk as a model, this module works on pronunciation, stress and intonation, and on the habits that make people stop listening.",
      duration: '1 hr',
      video: {
        url: 'https://youtu.be/eIho2S0ZahI',
        title: 'How to speak so that people want to listen | Julian Treasure | TED',
        instructor: 'Julian Treasure',
        duration: '10 min',
      },
      glossary: [
        { term: 'Intonation', meaning: "the rise and fall of the voice's pitch across a sentence" },
        {
          term: 'Word stress',
          meaning: "the extra force given to one syllable of a word, as on the second syllable of 'deVElop'",
        },
        { term: 'Fluency', meaning: 'the ability to speak smoothly and continuously without unnatural pauses' },
        { term: 'Accuracy', meaning: 'the use of correct grammar, vocabulary and pronunciation' },
        {
          term: 'Register',
          meaning: 'the level of formality of language, chosen to suit the situation and the audience',
        },
        {
          term: 'Filler words',
          meaning: "sounds and expressions such as 'um', 'er' and 'you know' that fill pauses without adding meaning",
        },
        { term: 'Pace', meaning: 'the speed at which a person speaks' },
        { term: 'Articulation', meaning: 'pronouncing each sound clearly and distinctly' },
        {
          term: 'Small talk',
          meaning: 'light, informal conversation on everyday topics, used to begin or ease social contact',
        },
        { term: 'Turn-taking', meaning: 'the way people in a conversation signal and share who speaks next' },
      ],
    },
    {
      title: 'Non-verbal Communication',
      description:
        'Much of what we communicate is carried by posture, gesture, eye contact and tone rather than words. The main channels of body language are studied along with how they shape the impression we make in interviews and presentations.',
      duration: '40 min',
      video: {
        url: 'https://www.youtube.com/watch?v=Ks-_Mh1QhMc',
        title: 'Your body language may shape who you are | Amy Cuddy | TED',
        instructor: 'Amy Cuddy',
        duration: '21 min',
      },
      glossary: [
        { term: 'Kinesics', meaning: 'the study of body movements, gestures and posture as communication' },
        {
          term: 'Proxemics',
          meaning: 'the study of how people use physical distance and personal space when communicating',
        },
        {
          term: 'Paralanguage',
          meaning: 'the vocal features that accompany words, such as tone, pitch, volume and pauses',
        },
        { term: 'Haptics', meaning: 'communication through touch, such as a handshake or a pat on the back' },
        {
          term: 'Chronemics',
          meaning: 'the use and perception of time in communication, such as punctuality or waiting',
        },
        { term: 'Oculesics', meaning: 'communication through eye behaviour, including eye contact and gaze' },
        { term: 'Posture', meaning: 'the position in which a person holds the body when standing or sitting' },
        { term: 'Gesture', meaning: 'a movement of the hands, arms or head used to express an idea or feeling' },
        { term: 'Facial expression', meaning: 'a configuration of the muscles of the face that conveys emotion' },
        {
          term: 'Open body language',
          meaning: 'uncrossed arms and legs and a relaxed, upright stance that signal confidence and approachability',
        },
      ],
    },
    {
      title: 'Writing Skills',
      description:
        'Good writing is planned. Taking the three-story structure of a famous commencement speech as a model, this module practises paragraph writing, coherence and cohesion, and the formats of the formal letter, email and report.',
      duration: '1 hr 30 min',
      video: {
        url: 'https://youtu.be/UF8uR6Z6KLc',
        title: "Steve Jobs' 2005 Stanford Commencement Address",
        instructor: 'Steve Jobs',
        duration: '15 min',
      },
      glossary: [
        {
          term: 'Topic sentence',
          meaning: "the sentence, usually first in a paragraph, that states the paragraph's main idea",
        },
        { term: 'Coherence', meaning: 'the logical flow of ideas that lets a reader follow a text easily' },
        {
          term: 'Cohesion',
          meaning:
            "the linking of sentences through words such as 'however' and 'therefore' and pronouns that refer back",
        },
        {
          term: 'Précis',
          meaning: 'a concise summary that keeps the essential ideas and tone of the original in far fewer words',
        },
        {
          term: 'Formal letter',
          meaning:
            "correspondence in a fixed layout with sender's address, date, recipient's address, subject line, salutation, body and complimentary close",
        },
        {
          term: 'Subject line',
          meaning: 'the short phrase at the top of a letter or email that tells the reader what it is about',
        },
        { term: 'Drafting', meaning: 'writing a first version of a text that will be revised and improved' },
        { term: 'Proofreading', meaning: 'the final check of a text for errors in spelling, grammar and punctuation' },
        {
          term: 'Audience analysis',
          meaning: 'working out who the readers are and what they already know before choosing content and tone',
        },
        {
          term: 'Report',
          meaning:
            'a structured document presenting findings on a subject under headings such as introduction, findings and recommendations',
        },
      ],
    },
  ],
};
