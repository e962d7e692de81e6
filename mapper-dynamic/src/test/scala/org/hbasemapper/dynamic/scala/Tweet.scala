package org.hbasemapper.dynamic.scala

import java.time.Instant
import org.hbasemapper.annotations.{Column, DynamicColumns, Family, RowKey, Table, Transient}

/**
 * A tweet as Scala writes an entity: a case class, its annotations on the constructor's parameters
 * (where scalac puts them), a Scala Int, a Java map of tags; compiled by scalac, never by the processor.
 */
@Table(name = "tweet", namespace = "scala", defaultFamily = "d")
@Family(name = "d")
@Family(name = "tags")
case class Tweet(@RowKey(order = 0, width = 8) user: String,
                 @RowKey(order = 1, descending = true) at: Instant,
                 text: String,
                 @Column(qualifier = "n") likes: Int,
                 @DynamicColumns(family = "tags") tags: java.util.Map[String, java.lang.Long])

/**
 * Two @Column annotations that disagree: one on the field, one on the constructor parameter (Scala's
 * meta-annotations place them); a runtime mapper refuses to choose between them.
 */
@Table(name = "disagreeing", namespace = "scala", defaultFamily = "d")
case class Disagreeing(@RowKey id: Long,
                       @(Column @scala.annotation.meta.field)(qualifier = "a")
                       @(Column @scala.annotation.meta.param)(qualifier = "b") name: String)
