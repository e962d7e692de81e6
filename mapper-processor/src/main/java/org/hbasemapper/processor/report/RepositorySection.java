package org.hbasemapper.processor.report;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.hbasemapper.processor.model.QueryMethodModel;
import org.hbasemapper.processor.model.RepositoryModel;

/**
 * The repositories part of the schema report: each {@code @Repository} interface with its derived query
 * methods and the plan chosen for each, so that a reviewer sees which methods scan what.
 */
final class RepositorySection {
  private final List<RepositoryModel> repositories = new ArrayList<>();

  void add(RepositoryModel repository) {
    repositories.add(repository);
  }

  boolean isEmpty() {
    return repositories.isEmpty();
  }

  private List<RepositoryModel> sorted() {
    List<RepositoryModel> out = new ArrayList<>(repositories);
    out.sort(Comparator.comparing(r -> r.type().canonicalName()));
    return out;
  }

  /** {@code findByUserId(String, PageRequest)}: overloads are told apart by their parameter types. */
  static String signature(QueryMethodModel m) {
    return m.name() + "(" + String.join(", ", m.parameters().stream()
        .map(p -> simple(p.type())).toList()) + ")";
  }

  /** The Markdown section, or nothing without repositories. */
  void markdown(StringBuilder sb) {
    if (repositories.isEmpty()) {
      return;
    }
    sb.append("\n## Repositories\n");
    for (RepositoryModel r : sorted()) {
      sb.append("\n### ").append(r.type().canonicalName()).append("\n\n")
          .append("Entity `").append(r.entity().type().canonicalName()).append("`, table `")
          .append(r.entity().qualifiedTable()).append("`.\n\n");
      if (r.methods().isEmpty()) {
        sb.append("no derived query methods\n");
        continue;
      }
      sb.append("| method | plan |\n| --- | --- |\n");
      for (RepositoryModel.PlannedMethod m : r.methods()) {
        sb.append("| `").append(signature(m.method())).append("` | ").append(m.plan().text().replace("|", "\\|"))
            .append(" |\n");
      }
    }
  }

  /** The JSON array, {@code [{"interface": ..., "methods": [{"method": ..., "plan": ...}]}]}. */
  void json(Json j) {
    j.key("repositories").open('[');
    for (RepositoryModel r : sorted()) {
      j.open('{').field("interface", r.type().canonicalName())
          .field("entity", r.entity().type().canonicalName())
          .field("table", r.entity().qualifiedTable());
      j.key("methods").open('[');
      for (RepositoryModel.PlannedMethod m : r.methods()) {
        j.open('{').field("method", signature(m.method())).field("plan", m.plan().text())
            .field("kind", m.plan().kind().name().toLowerCase(Locale.ROOT).replace('_', '-')).close('}');
      }
      j.close(']').close('}');
    }
    j.close(']');
  }

  /** {@code java.util.Collection<java.lang.String>} as {@code Collection<String>}. */
  private static String simple(TypeName type) {
    if (type instanceof ClassName c) {
      return c.simpleName();
    }
    if (type instanceof ParameterizedTypeName p) {
      return p.rawType().simpleName() + "<" + String.join(", ",
          p.typeArguments().stream().map(RepositorySection::simple).toList()) + ">";
    }
    return type.toString();
  }
}
