package org.hbasemapper.spring.boot4;

import java.util.List;
import org.springframework.stereotype.Service;

/** The application's own code, with the generated repository injected. */
@Service
public class NoteService {
  private final NoteRepository notes;

  public NoteService(NoteRepository notes) {
    this.notes = notes;
  }

  public void write(String author, long sequence, String text) {
    notes.save(new Note(author, sequence, text));
  }

  public List<String> notesOf(String author) {
    return notes.findByAuthor(author).stream().map(Note::text).toList();
  }
}
