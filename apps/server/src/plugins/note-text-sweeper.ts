/**
 * Reads the text of notes waiting for it (modules/assistant/note-text.service.ts): at start (the
 * demo seed's notes, notes stored before the assistant existed) and then every few seconds (new
 * uploads, replaced files). Every process runs it; each note is written by one of them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatEvery } from '../lib/repeat-every.js';
import type { NoteTextService } from '../modules/assistant/note-text.service.js';

async function noteTextSweeperPlugin(app: FastifyInstance, options: { noteText: NoteTextService; intervalMs: number }) {
  if (options.intervalMs <= 0) return;
  // The first sweep (at start) and the timer's never overlap within a process.
  let isSweeping = false;
  const sweep = async () => {
    if (isSweeping) return;
    isSweeping = true;
    try {
      const read = await options.noteText.readWaitingNotes();
      if (read > 0) app.log.info({ notes: read }, 'note text read for the study assistant');
    } catch (error) {
      app.log.error({ err: error }, 'reading note text failed');
    } finally {
      isSweeping = false;
    }
  };
  const stop = repeatEvery(options.intervalMs, sweep);
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => stop());
}

export default fp(noteTextSweeperPlugin, { name: 'note-text-sweeper', dependencies: ['database'] });
