package org.hbasemapper.processor.write;

import javax.annotation.processing.Filer;
import org.hbasemapper.processor.model.ProjectionModel;
import org.hbasemapper.processor.model.RepositoryModel;

/** Writes what repositories generate: each interface's implementation, and the projections of records. */
public final class RepositoryWriters {
  private RepositoryWriters() {}

  /** Writes {@code <Interface>Impl} of {@code repository}. */
  public static void writeRepository(RepositoryModel repository, Filer filer) {
    new RepositoryWriter(repository).write(filer);
  }

  /** Writes {@code <Record>Projection} of {@code projection}. */
  public static void writeProjection(ProjectionModel projection, Filer filer) {
    new ProjectionWriter(projection).write(filer);
  }

  /** The source of {@code <Interface>Impl}, for tests. */
  public static String repositorySource(RepositoryModel repository) {
    return new RepositoryWriter(repository).file().toString();
  }
}
