package org.hbasemapper.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;

/**
 * Imports hbase-mapper's auto-configuration into a test slice; {@link HBaseMapperTest} carries it, and
 * another slice may too. The auto-configurations are listed in
 * {@code META-INF/spring/org.hbasemapper.spring.test.AutoConfigureHBaseMapper.imports}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ImportAutoConfiguration
@Api
public @interface AutoConfigureHBaseMapper {}
