package org.hbasemapper.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Shows an {@link HBaseStartupException} as Spring Boot's start-up report instead of a stack trace. */
final class HBaseStartupFailureAnalyzer extends AbstractFailureAnalyzer<HBaseStartupException> {
  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, HBaseStartupException cause) {
    return new FailureAnalysis(cause.getMessage(),
        "Check the hbasemapper.* properties of the application (docs/spring.md lists them).", cause);
  }
}
