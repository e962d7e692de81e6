package org.hbasemapper.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Shows an {@link HBaseStartupException} as Spring Boot's start-up report (one description, one
 * action) instead of a stack trace, however deep in bean creation it was thrown.
 */
final class HBaseStartupFailureAnalyzer extends AbstractFailureAnalyzer<HBaseStartupException> {
  static final String DEFAULT_ACTION = "Do what the description says; docs/spring.md (\"Properties\") lists every "
      + "hbasemapper.* property and its default.";

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, HBaseStartupException cause) {
    return cause.action() == null ? new FailureAnalysis(cause.getMessage(), DEFAULT_ACTION, cause)
        : new FailureAnalysis(cause.description(), cause.action(), cause);
  }
}
