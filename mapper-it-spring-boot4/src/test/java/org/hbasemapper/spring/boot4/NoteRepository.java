package org.hbasemapper.spring.boot4;

import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

@Repository
public interface NoteRepository extends CrudRepository<Note, NoteMapper.Key> {
  List<Note> findByAuthor(String author);
}
