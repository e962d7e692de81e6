/** OpenTelemetry spans for the DAOs' operations: {@link org.hbasemapper.opentelemetry.OpenTelemetryOperationListener}. */
package org.hbasemapper.opentelemetry;
